import { expect, vi } from 'vitest';
import { totpCode } from '../modules/accounts/totp';
import { bearer, STRONG_PASSWORD, type TestContext } from './test-app';

/**
 * Moves the server's clock (Date only; timers keep running) to the next 30-second window: a code is accepted once,
 * so each step of a test that needs a fresh code asks for the next window instead of waiting 30 s.
 */
export function nextTotpWindow(): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 30_000);
}

/** The code the person's authenticator shows now. */
export const authenticator = (secret: string) => totpCode(secret, new Date());

/** Turns two-factor sign-in on for a signed-in person; the secret (their authenticator) and their recovery codes. */
export async function enrolTwoFactor(
  ctx: TestContext,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/setup',
    headers: bearer(token),
    payload: { currentPassword: STRONG_PASSWORD },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const enabled = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers: bearer(token),
    payload: { code: authenticator(secret) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  nextTotpWindow();
  return { secret, recoveryCodes: enabled.json().data.recoveryCodes };
}
