import { describe, expect, it } from 'vitest';
import { returnPath } from './guest-route';

describe('returnPath after signing in', () => {
  it('prefers the page that sent the user to /login, then ?next= on this site, else /dashboard', () => {
    const from = { pathname: '/payments', search: '?page=2', hash: '', state: null, key: 'k' };
    expect(returnPath({ state: { from }, search: '?next=/settings' })).toBe('/payments?page=2');
    expect(returnPath({ state: null, search: `?next=${encodeURIComponent('/accept-invite?token=abc')}` })).toBe(
      '/accept-invite?token=abc',
    );
    expect(returnPath({ state: null, search: '' })).toBe('/dashboard');
  });

  it('never follows ?next= to another site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(returnPath({ state: null, search: `?next=${encodeURIComponent(next)}` })).toBe('/dashboard');
    }
  });
});
