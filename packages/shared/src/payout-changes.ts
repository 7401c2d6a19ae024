/** The account's payout fields (Settings → Wallet). */
export const PAYOUT_FIELDS = ['walletAddress', 'btcAddress', 'btcXpub', 'ethAddress'] as const;
export type PayoutField = (typeof PAYOUT_FIELDS)[number];
export type PayoutValues = Record<PayoutField, string | null>;

/**
 * A field that, once set, takes over from another where that one is set: new Bitcoin links pay a fresh address of
 * the account key, not the saved Bitcoin address, while a key is saved.
 */
const TAKES_OVER: Partial<Record<PayoutField, PayoutField>> = { btcXpub: 'btcAddress' };

/**
 * The fields of `changes` that redirect money already going somewhere: replacing or removing a set value, or
 * setting one that takes over from a set one (a first account key beside a saved Bitcoin address). Setting a first
 * address where nothing was paid before is not one. Such a change needs the current password and is announced by
 * email; the server decides, the web form asks for the password on the same rule.
 */
export function redirectingPayoutFields(saved: PayoutValues, changes: Partial<PayoutValues>): PayoutField[] {
  return PAYOUT_FIELDS.filter((field) => {
    const next = changes[field];
    if (next === undefined || next === saved[field]) return false;
    if (saved[field] !== null) return true;
    const overridden = TAKES_OVER[field];
    return next !== null && overridden !== undefined && saved[overridden] !== null;
  });
}
