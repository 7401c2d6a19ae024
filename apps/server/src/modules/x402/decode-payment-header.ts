import { decodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload } from '@x402/core/types';

/**
 * A payment header, decoded with @x402/core: `PAYMENT-SIGNATURE` (v2, naming the requirements it accepted) or
 * `X-PAYMENT` (v1, naming scheme and network). Null when it is not base64 JSON of that shape.
 */
export function decodePaymentHeader(header: string): PaymentPayload | null {
  let decoded: unknown;
  try {
    decoded = decodePaymentSignatureHeader(header.trim());
  } catch {
    return null;
  }
  if (typeof decoded !== 'object' || decoded === null) return null;
  const p = decoded as Record<string, unknown>;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null;
  if (!isObject(p.payload)) return null;
  if (p.x402Version === 2 && isObject(p.accepted)) return decoded as PaymentPayload;
  if (p.x402Version === 1 && typeof p.scheme === 'string' && typeof p.network === 'string')
    return decoded as PaymentPayload;
  return null;
}
