import { SIMPLE_TRANSFER_SWITCH_TEXT } from '@paylink/shared';

/** Under a Solana link's QR: swaps the transaction request (default) for the plain transfer request some wallets need. */
export function SimpleTransferSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mt-2 flex cursor-pointer items-center justify-center gap-2 text-xs text-gray-600">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="simple-transfer-switch"
        className="h-3.5 w-3.5 accent-indigo-600"
      />
      {SIMPLE_TRANSFER_SWITCH_TEXT}
    </label>
  );
}
