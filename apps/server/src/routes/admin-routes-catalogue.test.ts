import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@paylink/shared';
import type { TestContext } from '../test/test-app';
import { adminTestTools, startAdminTestContext, type Account } from '../test/admin-test-context';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestContext());
});
afterAll(() => ctx.close());
const { call, lastAudit } = adminTestTools(() => ctx);

describe('subscription plans', () => {
  const plan = (over: Record<string, unknown> = {}) => ({
    name: `pro-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    displayName: 'Pro',
    description: 'For growing shops',
    credits: 500,
    price: '49.99',
    features: ['API access', '  ', '', 'Priority support'],
    ...over,
  });

  it.each([
    [{ name: '' }, ADMIN_MSG.planRequired],
    [{ displayName: '  ' }, ADMIN_MSG.planRequired],
    [{ description: undefined }, ADMIN_MSG.planRequired],
    [{ name: 'Pro Plan' }, ADMIN_MSG.namePattern],
    [{ name: 'pro.plan' }, ADMIN_MSG.namePattern],
    [{ credits: 0 }, ADMIN_MSG.planCreditsMin],
    [{ price: '-1' }, ADMIN_MSG.priceMin],
    [{ price: '1.234' }, ADMIN_MSG.priceMin],
    [{ sortOrder: -1 }, ADMIN_MSG.sortOrderMin],
  ])('create refuses %j with "%s"', async (over, message) => {
    const res = await call('POST', '/api/admin/subscription-plans', admin.token, plan(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('creates with defaults and empty features dropped, edits with the name immutable, deletes; each with an audit row', async () => {
    const minimal = await call('POST', '/api/admin/subscription-plans', admin.token, {
      name: `basic-${Date.now()}`,
      displayName: 'Basic',
      description: 'Starter pack',
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json().data.plan).toMatchObject({
      credits: 100,
      price: '10',
      currency: 'USD',
      isActive: true,
      sortOrder: 0,
      features: [],
    });

    const created = await call('POST', '/api/admin/subscription-plans', admin.token, plan({ price: 49.99 }));
    const p = created.json().data.plan;
    expect(p).toMatchObject({ price: '49.99', features: ['API access', 'Priority support'] });
    expect(await lastAudit('plan.create')).toMatchObject({ adminId: admin.userId, targetId: p.id });
    expect((await call('POST', '/api/admin/subscription-plans', admin.token, plan({ name: p.name }))).statusCode).toBe(
      409,
    );

    const renamed = await call('PUT', `/api/admin/subscription-plans/${p.id}`, admin.token, {
      ...p,
      name: 'other-name',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toBe(ADMIN_MSG.nameImmutable);
    const noDescription = await call('PUT', `/api/admin/subscription-plans/${p.id}`, admin.token, {
      ...p,
      description: '',
    });
    expect(noDescription.json().error).toBe(ADMIN_MSG.planRequired);

    const edited = await call('PUT', `/api/admin/subscription-plans/${p.id}`, admin.token, {
      ...p,
      displayName: 'Pro+',
      price: '59',
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.plan).toMatchObject({ name: p.name, displayName: 'Pro+', price: '59', isActive: false });
    const audit = await lastAudit('plan.update');
    expect(audit!.before).toMatchObject({ displayName: 'Pro', price: '49.99' });
    expect(audit!.after).toMatchObject({ displayName: 'Pro+', price: '59' });

    const list = await call('GET', '/api/admin/subscription-plans', admin.token);
    expect(list.json().data.plans.map((x: { id: string }) => x.id)).toContain(p.id);

    const del = await call('DELETE', `/api/admin/subscription-plans/${p.id}`, admin.token);
    expect(del.json().data.plan).toMatchObject({ id: p.id });
    expect(await lastAudit('plan.delete')).toMatchObject({ targetId: p.id });
    expect((await call('DELETE', `/api/admin/subscription-plans/${p.id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('credit pricing', () => {
  const pricing = (over: Record<string, unknown> = {}) => ({
    name: `bulk-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    displayName: 'Bulk',
    pricePerCredit: '0.5',
    ...over,
  });

  it.each([
    [{ name: undefined }, ADMIN_MSG.pricingRequired],
    [{ displayName: '' }, ADMIN_MSG.pricingRequired],
    [{ name: 'BULK' }, ADMIN_MSG.namePattern],
    [{ pricePerCredit: '-0.01' }, ADMIN_MSG.priceMin],
    [{ minCredits: 0 }, ADMIN_MSG.minCreditsMin],
    [{ maxCredits: 0 }, ADMIN_MSG.maxCreditsMin],
    [{ minCredits: 50, maxCredits: 10 }, ADMIN_MSG.maxBelowMin],
    [{ allowedFor: 'EVERYONE' }, ADMIN_MSG.allowedFor],
  ])('create refuses %j with "%s"', async (over, message) => {
    const res = await call('POST', '/api/admin/credit-pricing', admin.token, pricing(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('creates with defaults, stores PAYASYOUGO_ONLY as PAYG_ONLY, edits with the name immutable, deletes', async () => {
    const created = await call('POST', '/api/admin/credit-pricing', admin.token, {
      name: `std-${Date.now()}`,
      displayName: 'Standard',
    });
    expect(created.statusCode).toBe(201);
    const p = created.json().data.pricing;
    expect(p).toMatchObject({
      pricePerCredit: '1',
      minCredits: 5,
      maxCredits: 1000,
      allowedFor: 'ALL',
      isActive: true,
      currency: 'USD',
    });
    expect(await lastAudit('pricing.create')).toMatchObject({ targetId: p.id, adminId: admin.userId });

    const edited = await call('PUT', `/api/admin/credit-pricing/${p.id}`, admin.token, {
      ...p,
      pricePerCredit: '0.75',
      allowedFor: 'PAYASYOUGO_ONLY',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.pricing).toMatchObject({ pricePerCredit: '0.75', allowedFor: 'PAYG_ONLY', name: p.name });
    const audit = await lastAudit('pricing.update');
    expect(audit).toMatchObject({ before: { pricePerCredit: '1' }, after: { pricePerCredit: '0.75' } });

    const renamed = await call('PUT', `/api/admin/credit-pricing/${p.id}`, admin.token, { ...p, name: 'renamed' });
    expect(renamed.json().error).toBe(ADMIN_MSG.nameImmutable);

    const list = await call('GET', '/api/admin/credit-pricing', admin.token);
    expect(list.json().data.pricings.map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await call('DELETE', `/api/admin/credit-pricing/${p.id}`, admin.token)).json().data.pricing.id).toBe(p.id);
    expect(await lastAudit('pricing.delete')).toMatchObject({ targetId: p.id });
  });
});
