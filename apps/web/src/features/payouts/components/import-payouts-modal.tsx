import { useState } from 'react';
import { PAYOUT_CSV_COLUMNS, type PayoutImportRow } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useImportPayouts, type PayoutImport } from '../api/payouts';
import { ClaimLink } from './new-payout-modal';

const columns: TableColumn<PayoutImportRow>[] = [
  { header: 'Line', cell: (r) => r.line, className: 'text-gray-500' },
  { header: 'Name', cell: (r) => r.name },
  { header: 'Amount', cell: (r) => `${r.amount} ${r.currency}`, className: 'whitespace-nowrap' },
  {
    header: 'Address',
    cell: (r) => (r.address ? <span className="break-all font-mono text-xs">{r.address}</span> : 'Claim link'),
  },
  {
    header: 'Check',
    cell: (r) =>
      r.errors.length === 0 ? (
        <span className="text-green-800">OK</span>
      ) : (
        <span className="text-red-700" data-testid="payout-import-row-error">
          {r.errors.join('; ')}
        </span>
      ),
  },
];

/** A CSV of payouts: the server previews every row with its errors (dry run), then imports them all at once. */
export function ImportPayoutsModal({ onClose }: { onClose: () => void }) {
  const run = useImportPayouts();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<PayoutImport | null>(null);
  const [done, setDone] = useState<PayoutImport | null>(null);
  const errors = preview?.rows.filter((r) => r.errors.length > 0).length ?? 0;

  async function readFile(file: File | undefined) {
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
  }

  return (
    <Modal title="Import payouts from a CSV" onClose={onClose} testId="payout-import-modal">
      {done ? (
        <div className="space-y-3" data-testid="payout-import-done">
          <p className="text-sm text-gray-900">
            {done.created.length} {done.created.length === 1 ? 'payout' : 'payouts'} imported.
          </p>
          {done.created.map(
            (c) =>
              c.claimUrl && (
                <div key={c.payout.id}>
                  <p className="text-sm font-medium text-gray-900">{c.payout.name}</p>
                  <ClaimLink url={c.claimUrl} />
                </div>
              ),
          )}
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-gray-700">
            Columns: <code className="text-xs">{PAYOUT_CSV_COLUMNS.join(',')}</code> (address and network may be empty:
            the recipient gets a claim link).
          </p>
          <label htmlFor="payout-import-file" className="block text-sm font-medium text-gray-700">
            CSV file
          </label>
          <input
            id="payout-import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void readFile(e.target.files?.[0])}
            className="block w-full text-sm"
          />
          <label htmlFor="payout-import-csv" className="block text-sm font-medium text-gray-700">
            Or paste it
          </label>
          <textarea
            id="payout-import-csv"
            rows={5}
            value={csv}
            onChange={(e) => {
              setCsv(e.target.value);
              setPreview(null);
            }}
            spellCheck={false}
            className="block w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-xs"
            data-testid="payout-import-csv"
          />
          {preview && (
            <div data-testid="payout-import-preview">
              <p className="text-sm text-gray-900" data-testid="payout-import-summary">
                {errors === 0
                  ? `${preview.rows.length} rows are ready to import.`
                  : `${errors} of ${preview.rows.length} rows have errors: fix them and preview again.`}
              </p>
              <Table
                columns={columns}
                rows={preview.rows}
                rowKey={(r) => r.line}
                stacked
                rowProps={() => ({ 'data-testid': 'payout-import-row' })}
              />
            </div>
          )}
          {run.isError && (
            <p role="alert" className="text-sm text-red-700" data-testid="payout-import-error">
              {errorMessage(run.error, 'Failed to read the CSV')}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            {preview && errors === 0 ? (
              <Button
                isLoading={run.isPending}
                onClick={() => run.mutate({ csv, dryRun: false }, { onSuccess: setDone })}
                data-testid="payout-import-submit"
              >
                Import {preview.rows.length} payouts
              </Button>
            ) : (
              <Button
                isLoading={run.isPending}
                disabled={csv.trim() === ''}
                onClick={() => run.mutate({ csv, dryRun: true }, { onSuccess: setPreview })}
                data-testid="payout-import-preview-button"
              >
                Preview
              </Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
