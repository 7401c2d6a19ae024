import {
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { TransactionRecord } from './transaction-record.ts';

export const LOG_FILE = 'localnet-log.jsonl';

/** An account as it stood after a logged change; `data` base64. A missing account has lamports "0" and no data. */
export interface LoggedAccount {
  address: string;
  lamports: string;
  owner: string;
  executable: boolean;
  data: string;
}

/** One change to the chain since the last snapshot: a landed transaction, or accounts set by the faucet. */
export interface LogEntry {
  record: TransactionRecord | null;
  /** The slot the chain was at after the change. */
  slot: string;
  accounts: LoggedAccount[];
}

export interface TransactionLog {
  /** Appends and fsyncs: when this returns, the change survives a kill -9 or a power cut. */
  append(entry: LogEntry): void;
  /** Empties the log once a snapshot holds everything in it. */
  reset(): void;
  close(): void;
}

type StoredRecord = Omit<TransactionRecord, 'preBalances' | 'postBalances'> & {
  preBalances: string[];
  postBalances: string[];
};

/** A transaction record read back from JSON, where its u64 balances were written as strings. */
export function reviveRecord(record: StoredRecord): TransactionRecord {
  return { ...record, preBalances: record.preBalances.map(BigInt), postBalances: record.postBalances.map(BigInt) };
}

export function stringifyForLog(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/** Opens (creating it when needed) the append-only change log under dataDir. */
export function openTransactionLog(dataDir: string): TransactionLog {
  mkdirSync(dataDir, { recursive: true });
  const fd = openSync(join(dataDir, LOG_FILE), 'a');
  return {
    append(entry) {
      writeFileSync(fd, `${stringifyForLog(entry)}\n`);
      fsyncSync(fd);
    },
    reset() {
      ftruncateSync(fd, 0);
      fsyncSync(fd);
    },
    close: () => closeSync(fd),
  };
}

/** The log's entries in order. A last line cut short by a crash mid-write was never confirmed: it is dropped. */
export function readTransactionLog(dataDir: string): LogEntry[] {
  const path = join(dataDir, LOG_FILE);
  if (!existsSync(path)) return [];
  const entries: LogEntry[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const entry = JSON.parse(line) as Omit<LogEntry, 'record'> & { record: StoredRecord | null };
      entries.push({ ...entry, record: entry.record ? reviveRecord(entry.record) : null });
    } catch {
      break;
    }
  }
  return entries;
}
