import type { User } from '@paylink/shared';
import { api } from '../api-client';

export function getMe(): Promise<{ user: User }> {
  return api<{ user: User }>('/api/auth/me');
}
