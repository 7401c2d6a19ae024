import type { Me } from '@paylink/shared';
import { api } from '../api-client';

export function getMe(): Promise<Me> {
  return api<Me>('/api/auth/me');
}
