import { useId } from 'react';
import { MEMBER_ROLES } from '@paylink/shared';
import type { MemberRole } from '../api/members';

const ROLE_HINTS: Record<MemberRole, string> = {
  admin: 'everything but ownership',
  developer: 'API keys, webhooks, links',
  viewer: 'reads and exports',
  cashier: 'the point of sale only',
};

export interface RoleSelectProps {
  label: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  /** Shows the label to screen readers only (in a table row, where the column says it). */
  hideLabel?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

/** The roles a member can be given (ownership moves only by transfer). */
export function RoleSelect({
  label,
  value,
  onChange,
  hideLabel = false,
  disabled,
  'data-testid': testId,
}: RoleSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-700'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value as MemberRole)}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm disabled:opacity-50"
      >
        {MEMBER_ROLES.map((role) => (
          <option key={role} value={role}>
            {role} ({ROLE_HINTS[role]})
          </option>
        ))}
      </select>
    </div>
  );
}
