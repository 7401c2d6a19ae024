import { cn } from '../../../lib/cn';

const RULES = [
  { text: 'At least 8 characters', test: (v: string) => v.length >= 8 },
  { text: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { text: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { text: 'One number', test: (v: string) => /\d/.test(v) },
];

/** The password rules of SPEC section 5, ticked off as the user types. */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm" data-testid="password-requirements">
      <p className="font-medium text-gray-700">Password requirements:</p>
      <ul className="mt-1 space-y-0.5">
        {RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.text} className={cn(met ? 'text-green-700' : 'text-gray-500')}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.text}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
