import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message shown under the field. */
  error?: string;
  /** Help text shown under the field when there is no error. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; the label is tied to the input so it can be found by its label text. */
export function Input({ label, error, hint, id, className, ref, ...rest }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'block w-full rounded-lg border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2',
          'read-only:bg-gray-100 read-only:text-gray-600',
          error ? 'border-red-400 focus:ring-red-500' : 'border-gray-300 focus:ring-indigo-500',
        )}
        {...rest}
      />
      {note && (
        <p id={noteId} className={cn('mt-1 text-xs', error ? 'text-red-600' : 'text-gray-500')}>
          {note}
        </p>
      )}
    </div>
  );
}
