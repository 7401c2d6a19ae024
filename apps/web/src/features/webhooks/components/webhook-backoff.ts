import type { WebhookDelivery } from '@paylink/shared';

const MINUTE = 60_000;

/** "4 min", "2 h 5 min", "3 days": how long until an attempt. */
function inWords(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}

/**
 * The log's back-off for a delivery still trying: "next attempt in 4 min, 3 of 12" (attempts made, of those the
 * schedule plans before the retry window ends); an em dash once it has settled.
 */
export function backoffText(
  delivery: Pick<WebhookDelivery, 'status' | 'attempts' | 'plannedAttempts' | 'nextAttemptAt'>,
  now: Date,
): string {
  if (delivery.status !== 'pending' || delivery.nextAttemptAt === null) return '—';
  const wait = new Date(delivery.nextAttemptAt).getTime() - now.getTime();
  const when = wait <= 0 ? 'next attempt now' : `next attempt in ${inWords(wait)}`;
  return delivery.attempts === 0 || delivery.plannedAttempts === null
    ? when
    : `${when}, ${delivery.attempts} of ${delivery.plannedAttempts}`;
}
