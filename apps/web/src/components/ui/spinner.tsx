import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' } as const;

export interface SpinnerProps extends HTMLAttributes<HTMLElement> {
  size?: keyof typeof SIZES;
  /** Visible text beside the spinner; without it the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-spin rounded-full border-current border-t-transparent', SIZES[size])}
    />
  );
  if (!label) return circle;
  return (
    <div role="status" className={cn('flex flex-col items-center gap-3 text-indigo-600', className)} {...rest}>
      {circle}
      <span className="text-sm text-gray-600">{label}</span>
    </div>
  );
}
