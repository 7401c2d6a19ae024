import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LIST_ID } from './refresh-screening-list';
import { screenedAddresses, screeningLists } from './schema';
import { screeningKey } from './screening-key';

export const ADDRESS_SCREENED_MESSAGE = 'This address is on the screening list and cannot be paid.';

export interface ScreeningMatch {
  network: string;
  address: string;
  /** The list's line naming it and the list's version (SHA-256), for the operator. */
  line: number;
  version: string | null;
}

type MatchLog = { warn(details: object, message: string): void };
let log: MatchLog | null = null;

/** The log every match is written to (create-deps registers the app's): a match is logged where it is found. */
export function registerScreeningLog(logger: MatchLog): void {
  log = logger;
}

/**
 * The list's entry for `address` given for `network` (compared as its family normalises it: a checksummed EVM
 * address or an upper-case bech32 one matches), logged with where it was found; null when it is not listed, or
 * no address is given yet.
 */
export async function screeningMatch(
  db: Db,
  network: string | null,
  address: string | null,
  at: string,
): Promise<ScreeningMatch | null> {
  if (!network || !address) return null;
  const key = screeningKey(network, address);
  const [row] = await db
    .select({ line: screenedAddresses.line, version: screeningLists.version })
    .from(screenedAddresses)
    .leftJoin(screeningLists, eq(screeningLists.id, LIST_ID))
    .where(and(eq(screenedAddresses.family, key.family), eq(screenedAddresses.address, key.address)));
  if (!row) return null;
  const match = { network, address, line: row.line, version: row.version };
  // The match only, never the list.
  log?.warn({ screening: { ...match, at } }, 'address on the screening list');
  return match;
}

/**
 * Refuses an address on the screening list (400 ADDRESS_SCREENED): a payout's address, a refund's destination, an
 * x402 payer. `at` names the entry point in the log.
 */
export async function assertNotScreened(
  db: Db,
  network: string | null,
  address: string | null,
  at: string,
): Promise<void> {
  if (await screeningMatch(db, network, address, at))
    throw new AppError('ADDRESS_SCREENED', ADDRESS_SCREENED_MESSAGE, 400);
}
