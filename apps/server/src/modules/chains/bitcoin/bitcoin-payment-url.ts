import { formatAmount } from '@paylink/shared';

/**
 * A BIP21 payment request: `bitcoin:<address>?amount=<BTC in plain decimal>&label=…&message=…`, values
 * percent-encoded (BIP21 URIs follow RFC 3986), never exponent notation.
 */
export function bitcoinPaymentUrl(opts: {
  address: string;
  amountSats: bigint;
  label: string;
  message: string | null;
}): string {
  const params: [string, string][] = [
    ['amount', formatAmount(opts.amountSats, 8)],
    ['label', opts.label],
  ];
  if (opts.message) params.push(['message', opts.message]);
  return `bitcoin:${opts.address}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
