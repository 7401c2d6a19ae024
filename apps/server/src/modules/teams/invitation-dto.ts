import type { Invitation } from '@paylink/shared';
import type { accountInvitations } from './schema';

export function toInvitationDto(row: typeof accountInvitations.$inferSelect): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
