import type { PaymentRow } from '../links/payment-dto';

/** What is left to pay on a link, in base units of its pay token: what must arrive (on EVM with the unique offset) minus what did. */
export function amountRemaining(row: PaymentRow): bigint {
  const received = row.amountReceived ?? 0n;
  const expected = row.payAmount ?? row.amount;
  return row.status === 'COMPLETED' || received >= expected ? 0n : expected - received;
}
