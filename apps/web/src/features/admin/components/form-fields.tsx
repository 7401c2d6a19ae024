import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

const selectClass =
  'block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

/** A labelled select over a list of values; `emptyLabel` adds a first option with the value "". */
export function SelectField({
  id,
  label,
  value,
  options,
  emptyLabel,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  emptyLabel?: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The name (identifier, fixed once created) and display name of a plan or pricing. */
export function NameFields({
  name,
  displayName,
  isEdit,
  testIdPrefix,
  onChange,
}: {
  name: string;
  displayName: string;
  isEdit: boolean;
  testIdPrefix: string;
  onChange: (patch: { name?: string; displayName?: string }) => void;
}) {
  return (
    <>
      <Input
        label="Name (identifier)"
        value={name}
        readOnly={isEdit}
        hint={isEdit ? 'The name cannot be changed.' : 'Lowercase letters, numbers, hyphens and underscores.'}
        onChange={(e) => onChange({ name: e.target.value })}
        data-testid={`${testIdPrefix}-name`}
      />
      <Input
        label="Display name"
        value={displayName}
        onChange={(e) => onChange({ displayName: e.target.value })}
        data-testid={`${testIdPrefix}-display-name`}
      />
    </>
  );
}

/** A checkbox with its label text after it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />{' '}
      {label}
    </label>
  );
}

/** The Cancel and submit buttons at the foot of an admin form. */
export function FormActions({
  onCancel,
  isPending,
  submitTestId,
  children,
}: {
  onCancel: () => void;
  isPending: boolean;
  submitTestId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isLoading={isPending} data-testid={submitTestId}>
        {children}
      </Button>
    </div>
  );
}
