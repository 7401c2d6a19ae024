import {
  createPayoutBodySchema,
  PAYOUT_CSV_COLUMNS,
  PAYOUT_IMPORT_MAX_ROWS,
  type PayoutImportRow,
} from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createPayouts, type CreatedPayout } from './create-payouts';
import { parseCsv } from './parse-csv';
import { payoutTerms, type PayoutTerms } from './payout-terms';
import { assertNotScreened } from '../screening/assert-not-screened';

/**
 * A CSV of payouts (header: name, email, amount, currency, then optional address and network, in any order):
 * every row checked as a single payout would be, with its errors. A dry run (the preview) creates nothing; an
 * import creates every row in one transaction, and nothing while any row has an error.
 */
export async function importPayouts(
  deps: Deps,
  accountId: string,
  input: { csv: string; dryRun: boolean; networks?: string[] },
  now = new Date(),
): Promise<{ rows: PayoutImportRow[]; created: CreatedPayout[] }> {
  const [header, ...records] = parseCsv(input.csv);
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  const missing = PAYOUT_CSV_COLUMNS.slice(0, 4).filter((c) => !names.includes(c));
  if (!header || missing.length > 0)
    throw new AppError(
      'VALIDATION_ERROR',
      `The CSV's first line must name the columns: missing ${missing.join(', ') || 'a header'}`,
      400,
    );
  if (records.length === 0) throw new AppError('VALIDATION_ERROR', 'The CSV has no payouts below its header', 400);
  if (records.length > PAYOUT_IMPORT_MAX_ROWS)
    throw new AppError('VALIDATION_ERROR', `A CSV holds at most ${PAYOUT_IMPORT_MAX_ROWS} payouts`, 400);

  const terms: PayoutTerms[] = [];
  // Each row's terms are pushed before its first await, so in the CSV's order.
  const rows = await Promise.all(
    records.map(async ({ line, cells }): Promise<PayoutImportRow> => {
      const field = (column: string) => cells[names.indexOf(column)]?.trim() ?? '';
      const row = {
        line,
        name: field('name'),
        email: field('email') || null,
        amount: field('amount'),
        currency: field('currency').toUpperCase(),
        address: field('address') || null,
        network: field('network').toLowerCase() || null,
      };
      const parsed = createPayoutBodySchema.safeParse({ ...row, networks: input.networks });
      if (!parsed.success) return { ...row, errors: parsed.error.issues.map((i) => i.message) };
      try {
        const checked = payoutTerms(deps.config, parsed.data);
        terms.push(checked);
        await assertNotScreened(deps.db, checked.network, checked.address, 'payout import');
        return { ...row, errors: [] };
      } catch (err) {
        if (err instanceof AppError && err.status === 400) return { ...row, errors: [err.message] };
        throw err;
      }
    }),
  );
  const clean = rows.every((r) => r.errors.length === 0);
  return { rows, created: !input.dryRun && clean ? await createPayouts(deps, accountId, terms, now) : [] };
}
