import type { Db } from '../../../db/client';

/** Whether a sender is on the address screening list (modules/screening owns it; payments only asks). */
export type SenderScreening = (db: Db, network: string, address: string, at: string) => Promise<boolean>;

let screening: SenderScreening | undefined;

/**
 * Called once at start by the screening module, which sits above payments (it reads its list through the webhooks'
 * SSRF guard, and webhooks build on payments): a link paid from a listed address is flagged in the transaction that
 * records the transfer.
 */
export function registerSenderScreening(screen: SenderScreening): void {
  screening = screen;
}

/** Whether `address` is listed, through the screening the module registered; none registered is a wiring bug: it throws. */
export function senderScreened(db: Db, network: string, address: string, at: string): Promise<boolean> {
  if (!screening)
    throw new Error('no sender screening registered (createDeps registers screening/assert-not-screened)');
  return screening(db, network, address, at);
}
