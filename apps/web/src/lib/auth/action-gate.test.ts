import { describe, expect, it } from 'vitest';
import { actionDeniedReason } from './action-gate';

describe('actionDeniedReason', () => {
  it("names the action in the role table's words and who may do it", () => {
    expect(actionDeniedReason('viewer', 'wallets:write')).toBe(
      'As a viewer you cannot change payout wallets and prove wallet ownership; ask an owner or admin.',
    );
    expect(actionDeniedReason('viewer', 'payments:create')).toBe(
      'As a viewer you cannot create payment links (dashboard, API, x402); ask an owner, admin or developer.',
    );
    expect(actionDeniedReason('admin', 'team:transfer')).toBe(
      'As an admin you cannot transfer ownership; ask the owner.',
    );
  });
});
