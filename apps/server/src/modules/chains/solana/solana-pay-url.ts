/** A Solana Pay transfer-request URL (https://docs.solanapay.com/spec): amount in plain decimal, never exponent notation. */
export function solanaPayUrl(opts: {
  recipient: string;
  amount: string;
  splToken?: string;
  reference: string;
  label: string;
  message?: string | null;
  memo: string;
}): string {
  const params: [string, string][] = [['amount', opts.amount]];
  if (opts.splToken) params.push(['spl-token', opts.splToken]);
  params.push(['reference', opts.reference], ['label', opts.label]);
  if (opts.message) params.push(['message', opts.message]);
  params.push(['memo', opts.memo]);
  return `solana:${opts.recipient}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
