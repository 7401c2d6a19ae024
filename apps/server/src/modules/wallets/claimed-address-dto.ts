import type { ClaimedAddress } from '@paylink/shared';
import type { ClaimedAddressRow } from './schema';

export function toClaimedAddressDto(row: ClaimedAddressRow): ClaimedAddress {
  return {
    address: row.address,
    provenAt: row.provenAt?.toISOString() ?? null,
    claimedAt: row.claimedAt.toISOString(),
  };
}
