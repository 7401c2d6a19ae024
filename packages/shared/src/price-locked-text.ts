// Apart from pricing.ts: that file's top-level zod schemas would come along (zod calls are not tree-shaken) and
// double the hosted payment page's script, which needs only this text.

/** What the hosted page and the dashboard say while a quote holds (a renewal in the same token is not needed then). */
export function priceLockedText(expiresAt: string | Date): string {
  const time = new Date(expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `The price is locked until ${time}`;
}
