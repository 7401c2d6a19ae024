import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_MSG } from '@paylink/shared';
import { users } from '../modules/accounts/schema';
import { promoteAdminEmail } from '../modules/accounts/promote-admin-email';
import { createAdmin } from '../modules/admin/create-admin';
import { registerErrorHandler } from '../plugins/error-handler';
import { adminRoutes } from './admin-routes';
import { createTestContext, signUp, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';
import {
  adminTestTools,
  ADMIN_EMAIL,
  startAdminTestContext,
  type Account,
  type Method,
} from '../test/admin-test-context';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestContext());
});
afterAll(() => ctx.close());
const { call, lastAudit } = adminTestTools(() => ctx);

describe('who is an admin', () => {
  const ROUTES: [Method, string][] = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['GET', '/api/admin/users/usr_x'],
    ['PUT', '/api/admin/users/usr_x'],
    ['DELETE', '/api/admin/users/usr_x'],
    ['POST', '/api/admin/adjust-credits'],
    ['GET', '/api/admin/subscription-plans'],
    ['POST', '/api/admin/subscription-plans'],
    ['PUT', '/api/admin/subscription-plans/pln_x'],
    ['DELETE', '/api/admin/subscription-plans/pln_x'],
    ['GET', '/api/admin/credit-pricing'],
    ['POST', '/api/admin/credit-pricing'],
    ['PUT', '/api/admin/credit-pricing/prc_x'],
    ['DELETE', '/api/admin/credit-pricing/prc_x'],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/recent-activity'],
    ['GET', '/api/admin/audit-log'],
  ];

  // An ordinary user, then the spec's client heuristics: the literal admin address and one containing "admin".
  const refused: string[] = [];
  let suspendedAdmin: string;
  beforeAll(async () => {
    refused.push(
      (await signUp(ctx)).token,
      (await signUp(ctx, 'admin@shop.com')).token,
      (await signUp(ctx, uniqueEmail('admin'))).token,
    );
    const suspended = await signUp(ctx, uniqueEmail('suspended-admin'));
    await ctx.deps.db.update(users).set({ isAdmin: true, status: 'SUSPENDED' }).where(eq(users.id, suspended.userId));
    suspendedAdmin = suspended.token;
  });

  it.each(ROUTES)(
    '%s %s: 401 anonymous, 403 ordinary user, 403 admin@shop.com without the flag, 401 suspended admin',
    async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });

      for (const token of refused) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, error: ADMIN_MSG.adminRequired, code: 'FORBIDDEN' });
      }

      const suspended = await call(method, url, suspendedAdmin, payload);
      expect(suspended.statusCode).toBe(401);
    },
  );

  it.each(ROUTES)('%s %s: an admin gets past the guard', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
    const res = await call(method, url, admin.token, payload);
    // Past the guard the answer is the route's own: data, or a validation error / 404 for the placeholder input.
    expect([200, 400, 404]).toContain(res.statusCode);
    expect(res.json().code).not.toBe('FORBIDDEN');
    expect(res.json().code).not.toBe('UNAUTHORIZED');
  });

  it('the guard covers only the admin plugin: a sibling public route under /api/admin stays public', async () => {
    // The layout billing's public plan and pricing lists use: their own plugin under the same prefix.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(adminRoutes(ctx.deps), { prefix: '/api/admin' });
    await app.register(
      async (pub) => {
        pub.get('/subscription-plans/public', async () => ({ success: true, data: { plans: [] } }));
      },
      { prefix: '/api/admin' },
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/api/admin/subscription-plans/public' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/admin/subscription-plans' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('ADMIN_EMAIL: registering the address proves nothing; the account becomes admin once its link is used', async () => {
    const registered = await signUp(ctx, ADMIN_EMAIL.toUpperCase());
    expect((await call('GET', '/api/auth/me', registered.token)).json().data.user.isAdmin).toBe(false);
    expect((await call('GET', '/api/admin/analytics', registered.token)).statusCode).toBe(403);
    // Verification is not required here, but ADMIN_EMAIL still gets a link to prove the address.
    const mail = await ctx.smtp.waitForEmail(ADMIN_EMAIL, 'Verify');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token');
    expect((await call('POST', '/api/auth/verify-email', undefined, { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/analytics', registered.token)).statusCode).toBe(200);
    const audit = await lastAudit('user.promote');
    expect(audit).toMatchObject({ targetId: registered.userId, adminId: null });

    const later = await signUp(ctx, uniqueEmail('later-admin'));
    expect(await ctx.deps.db.transaction((tx) => promoteAdminEmail(tx, later.email))).toBe(true);
    expect((await call('GET', '/api/admin/users', later.token)).statusCode).toBe(200);
    expect(await ctx.deps.db.transaction((tx) => promoteAdminEmail(tx, later.email))).toBe(false);
  });

  it('ADMIN_EMAIL with verification required: the unverified row is never flagged; the first verified sign-in is admin', async () => {
    const email = uniqueEmail('verified-boss');
    const strict = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true', ADMIN_EMAIL: email });
    try {
      const reg = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(reg.json().data).toMatchObject({ requiresEmailVerification: true });
      const [row] = await strict.deps.db.select().from(users).where(eq(users.email, email));
      expect(row!.isAdmin).toBe(false);
      // Not even at a start while unverified.
      expect(await strict.deps.db.transaction((tx) => promoteAdminEmail(tx, email))).toBe(false);
      const mail = await strict.smtp.waitForEmail(email, 'Verify');
      const token = new URL(strict.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token');
      expect(
        (await strict.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
      ).toBe(200);
      const login = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(login.json().data.user.isAdmin).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('npm run admin -- create: creates a verified admin who can sign in, or promotes an existing account', async () => {
    const email = uniqueEmail('cli-admin');
    expect(await createAdmin(ctx.deps.db, { email, password: STRONG_PASSWORD })).toMatchObject({ created: true });
    const login = await call('POST', '/api/auth/login', undefined, { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ isAdmin: true, emailVerified: true, transactionCredits: 5 });

    const existing = await signUp(ctx);
    expect(await createAdmin(ctx.deps.db, { email: existing.email, password: 'N3wPassword!' })).toMatchObject({
      created: false,
      id: existing.userId,
    });
    expect((await call('GET', '/api/admin/users', existing.token)).statusCode).toBe(200);
  });
});
