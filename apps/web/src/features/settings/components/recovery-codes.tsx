import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';

/** Recovery codes, shown this once; each signs in once in place of a code. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4" data-testid="recovery-codes">
      <p className="text-sm font-medium text-amber-900">Save these recovery codes now: they are shown only once.</p>
      <p className="text-sm text-amber-900">
        If you lose your phone, each code signs you in once in place of a code from the app.
      </p>
      <ul className="grid grid-cols-1 gap-1 font-mono text-sm text-gray-900 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={codes.join('\n')} thing="Recovery codes" label="Copy codes" />
        <Button type="button" onClick={onDone} data-testid="recovery-codes-saved">
          I have saved them
        </Button>
      </div>
    </div>
  );
}
