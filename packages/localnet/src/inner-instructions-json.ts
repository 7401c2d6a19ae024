import type { TransactionMetadata } from 'litesvm';
import { getBase58Decoder } from '@solana/kit';
import type { TransactionRecord } from './transaction-record.ts';

/** A transaction's inner instructions in the RPC's shape (per top-level instruction that made any; data in base58). */
export function innerInstructionsJson(meta: TransactionMetadata): NonNullable<TransactionRecord['innerInstructions']> {
  return meta.innerInstructions().flatMap((list, index) =>
    list.length === 0
      ? []
      : [
          {
            index,
            instructions: list.map((inner) => ({
              programIdIndex: inner.instruction().programIdIndex(),
              accounts: [...inner.instruction().accounts()],
              data: getBase58Decoder().decode(inner.instruction().data()),
              stackHeight: inner.stackHeight(),
            })),
          },
        ],
  );
}
