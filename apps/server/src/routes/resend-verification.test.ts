import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@paylink/shared';
import { createTestContext, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';
import type { CapturedEmail } from '../test/smtp-capture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, ip = '203.0.113.7') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
const resend = (email: string, ip?: string) => post('/api/auth/resend-verification', { email }, ip);
const verifyLink = (mail: CapturedEmail) =>
  new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token')!;

describe('POST /api/auth/resend-verification', () => {
  it('emails a new link over SMTP; the new link verifies and the lost one no longer does', async () => {
    const email = uniqueEmail('resend');
    expect((await post('/api/auth/register', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    const lost = verifyLink(await ctx.smtp.waitForEmail(email, 'Verify'));
    const before = ctx.smtp.received.length;

    const res = await resend(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const fresh = verifyLink(await ctx.smtp.waitForEmail(email, 'Verify', 15_000, before));
    expect(fresh).not.toBe(lost);

    expect((await post('/api/auth/verify-email', { token: lost })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: fresh })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('answers an unknown address and a verified account exactly as a waiting one, and sends them nothing', async () => {
    const waiting = uniqueEmail('waiting');
    await post('/api/auth/register', { email: waiting, password: STRONG_PASSWORD });
    const verified = uniqueEmail('verified');
    await post('/api/auth/register', { email: verified, password: STRONG_PASSWORD });
    await post('/api/auth/verify-email', { token: verifyLink(await ctx.smtp.waitForEmail(verified, 'Verify')) });
    await ctx.smtp.waitForEmail(waiting, 'Verify');

    const answers = await Promise.all(
      [waiting, verified, uniqueEmail('nobody')].map((email) => resend(email, '203.0.113.8')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const sentTo = ctx.smtp.received.slice(-1).map((m) => m.to);
    expect(sentTo).toEqual([waiting.toLowerCase()]);
  });

  it('sends at most three links an hour to one address, quietly (still 200), from any IP', async () => {
    const email = uniqueEmail('flood');
    await post('/api/auth/register', { email, password: STRONG_PASSWORD });
    await ctx.smtp.waitForEmail(email, 'Verify');
    const before = ctx.smtp.received.length;
    for (let i = 0; i < 5; i++) expect((await resend(email, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    // The mailer hands each email to the SMTP server before the request answers, so what was sent is captured.
    expect(ctx.smtp.received.slice(before).filter((m) => m.to === email.toLowerCase())).toHaveLength(3);
  });

  it('validates the address with the shared messages and limits each IP like every email-sending route', async () => {
    const bad = await resend('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(bad.json().details.map((d: { msg: string }) => d.msg)).toContain(MSG.invalidEmail);

    const ip = '192.0.2.50';
    const limit = ctx.deps.config.rateLimits.emailPerHour;
    for (let i = 0; i < limit; i++) expect((await resend(uniqueEmail('ip'), ip)).statusCode).toBe(200);
    const refused = await resend(uniqueEmail('ip'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
