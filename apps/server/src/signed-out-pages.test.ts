import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedOutPages } from './signed-out-pages';

function dist(files: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paylink-signed-out-'));
  for (const file of ['index.html', ...files]) writeFileSync(path.join(dir, file), file);
  return dir;
}

describe('signed-out pages: which HTML a URL gets', () => {
  const pageFor = signedOutPages(
    dist([
      'signed-out.html',
      'login.html',
      'register.html',
      'forgot-password.html',
      'reset-password.html',
      'verify-email.html',
      'reset-password-without-token.html',
      'verify-email-without-token.html',
      'subscribe.html',
      'subscription.html',
    ]),
  );

  it('sends each signed-out page its prerendered HTML, query string or not', () => {
    expect(pageFor('/login')).toBe('login.html');
    expect(pageFor('/login?next=%2Fsettings')).toBe('login.html');
    expect(pageFor('/register')).toBe('register.html');
    expect(pageFor('/forgot-password')).toBe('forgot-password.html');
  });

  it('sends the token pages prerendered as the link shows them: with a token, or the invalid-link state', () => {
    expect(pageFor('/reset-password?token=abc')).toBe('reset-password.html');
    expect(pageFor('/verify-email?token=abc')).toBe('verify-email.html');
    expect(pageFor('/reset-password')).toBe('reset-password-without-token.html');
    expect(pageFor('/verify-email?token=')).toBe('verify-email-without-token.html');
    expect(pageFor('/reset-password-without-token')).toBeUndefined();
  });

  it("sends the customer's subscription pages, whatever the plan or link, their one prerendered HTML", () => {
    expect(pageFor('/subscribe/spl_1')).toBe('subscribe.html');
    expect(pageFor('/subscription/tok_abc?utm=mail')).toBe('subscription.html');
  });

  it('leaves every other path to the merchant app (index.html)', () => {
    for (const url of [
      '/',
      '/dashboard',
      '/login/extra',
      '/payments/pay_1',
      '//login',
      '/LOGIN',
      '/subscribe',
      '/subscribe/',
      '/subscribe/spl_1/x',
      '/subscriptions',
      '/subscriptions/x',
    ]) {
      expect(pageFor(url), url).toBeUndefined();
    }
  });

  it('falls back to the light entry, then to the merchant app, for pages a build did not write', () => {
    expect(signedOutPages(dist(['signed-out.html']))('/login')).toBe('signed-out.html');
    expect(signedOutPages(dist(['signed-out.html', 'verify-email.html']))('/verify-email')).toBe('signed-out.html');
    expect(signedOutPages(dist(['signed-out.html']))('/subscribe/spl_1')).toBe('signed-out.html');
    expect(signedOutPages(dist([]))('/login')).toBeUndefined();
  });
});
