import { useId, useState } from 'react';
import { isFiatCurrency, POS_NOTE_MAX } from '@paylink/shared';
import { Button } from '../../../components/ui/button';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', '⌫'] as const;
/** Cents for USD/EUR; a token is keyed to 6 places (a counter never charges less). */
const placesOf = (currency: string) => (isFiatCurrency(currency) ? 2 : 6);

/** The amount as keyed, a decimal string (never a Number): no leading zeros, one point, at most `places` decimals. */
export function pressKey(amount: string, key: string, places: number): string {
  if (key === '⌫') return amount.slice(0, -1);
  if (key === '.') return amount.includes('.') ? amount : `${amount || '0'}.`;
  const [whole, fraction] = amount.split('.');
  if (fraction !== undefined && fraction.length >= places) return amount;
  if (fraction === undefined && whole === '0') return key;
  if (fraction === undefined && (whole ?? '').length >= 9) return amount;
  return amount + key;
}

const positive = (amount: string) => /[1-9]/.test(amount);

export interface KeypadProps {
  currencies: string[];
  isCharging: boolean;
  onCharge: (input: { amount: string; currency: string; note: string }) => void;
}

/** The big amount keypad in the shop's currency, an optional note, then Charge. */
export function Keypad({ currencies, isCharging, onCharge }: KeypadProps) {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(currencies[0]!);
  const [note, setNote] = useState('');
  const ids = { currency: useId(), note: useId(), amount: useId() };

  const charge = () => {
    if (!positive(amount)) return;
    onCharge({ amount: amount.endsWith('.') ? amount.slice(0, -1) : amount, currency, note: note.trim() });
  };

  return (
    <section
      aria-labelledby={ids.amount}
      className="mx-auto flex w-full max-w-md flex-col gap-4"
      data-testid="pos-keypad"
    >
      <div className="flex items-end justify-between gap-3">
        <h2 id={ids.amount} className="sr-only">
          Amount
        </h2>
        <output
          aria-live="polite"
          data-testid="pos-amount"
          className="min-w-0 flex-1 truncate text-right text-5xl font-bold tabular-nums text-gray-900"
        >
          {amount || '0'}
        </output>
        <label htmlFor={ids.currency} className="sr-only">
          Currency
        </label>
        <select
          id={ids.currency}
          value={currency}
          onChange={(e) => {
            setCurrency(e.target.value);
            setAmount('');
          }}
          data-testid="pos-currency"
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-lg font-semibold text-gray-900"
        >
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            aria-label={key === '⌫' ? 'Delete' : key === '.' ? 'Decimal point' : key}
            onClick={() => setAmount((a) => pressKey(a, key, placesOf(currency)))}
            data-testid={`pos-key-${key === '⌫' ? 'delete' : key === '.' ? 'point' : key}`}
            className="h-16 rounded-xl border border-gray-200 bg-white text-2xl font-semibold text-gray-900 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:h-20"
          >
            {key}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={ids.note} className="mb-1 block text-sm font-medium text-gray-700">
          Note (optional)
        </label>
        <input
          id={ids.note}
          value={note}
          maxLength={POS_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          data-testid="pos-note"
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900"
        />
      </div>
      <Button
        size="lg"
        className="h-16 text-xl"
        disabled={!positive(amount)}
        isLoading={isCharging}
        onClick={charge}
        data-testid="pos-charge"
      >
        Charge
      </Button>
    </section>
  );
}
