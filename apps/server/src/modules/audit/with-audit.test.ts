// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { planInputSchema } from '@paylink/shared';
import { adminAuditLog } from './schema';
import { subscriptionPlans } from '../billing/schema';
import { addPlan } from '../billing/add-plan';
import { withAudit } from './with-audit';
import { createTestContext, signUp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { id: string; email: string };
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  const account = await signUp(ctx);
  admin = { id: account.userId, email: account.email };
});
afterAll(() => ctx.close());

const planValues = (name: string) => ({
  ...planInputSchema.parse({ name, displayName: name, description: 'Audited' }),
  name,
});

async function state(name: string) {
  const plans = await ctx.deps.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  const audits = plans[0]
    ? await ctx.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, plans[0].id))
    : [];
  return { plans: plans.length, audits: audits.length };
}

describe('withAudit', () => {
  it('commits an admin action together with its audit row', async () => {
    const plan = await withAudit(ctx.deps.db, admin, async (tx, audit) => {
      const created = await addPlan(tx, planValues('audited_commit'));
      await audit({ action: 'plan.create', targetType: 'plan', targetId: created.id, after: created });
      return created;
    });
    const [row] = await ctx.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, plan.id));
    expect(row).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'plan.create',
      targetType: 'plan',
    });
    expect(await state('audited_commit')).toEqual({ plans: 1, audits: 1 });
  });

  it('rolls the action back with its audit row when the action fails after auditing', async () => {
    let auditedId: string | null = null;
    const failing = withAudit(ctx.deps.db, admin, async (tx, audit) => {
      const created = await addPlan(tx, planValues('audited_rollback'));
      await audit({ action: 'plan.create', targetType: 'plan', targetId: created.id, after: created });
      auditedId = created.id;
      throw new Error('the action failed after its audit row');
    });
    await expect(failing).rejects.toThrow('the action failed after its audit row');
    expect(auditedId).not.toBeNull();
    expect(await ctx.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, auditedId!))).toEqual([]);
    expect(await state('audited_rollback')).toEqual({ plans: 0, audits: 0 });
  });

  it('refuses and rolls back an action that records no audit row', async () => {
    const unaudited = withAudit(ctx.deps.db, admin, (tx) => addPlan(tx, planValues('audited_never')));
    await expect(unaudited).rejects.toThrow('An admin action must record its audit row');
    expect(await state('audited_never')).toEqual({ plans: 0, audits: 0 });
  });
});
