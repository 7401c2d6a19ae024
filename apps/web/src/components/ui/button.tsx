import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600',
  secondary: 'bg-gray-900 text-white hover:bg-gray-800 focus-visible:outline-gray-900',
  outline: 'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 focus-visible:outline-indigo-600',
  ghost: 'text-gray-700 hover:bg-gray-100 focus-visible:outline-indigo-600',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
};

const SIZES: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-3 text-base',
};

export function buttonClasses(variant: Variant, size: Size, className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface StyleProps {
  variant?: Variant;
  size?: Size;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  isLoading?: boolean;
  /** Disables the button and says why in a line of text beside it (phones show no tooltip), its description for screen readers. */
  disabledReason?: string;
  children: ReactNode;
}

/** A button; while isLoading it shows a spinner and is disabled so a form cannot be sent twice. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  disabled,
  disabledReason,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const button = (
    <button
      type={type}
      disabled={disabled || isLoading || disabledReason !== undefined}
      title={disabledReason}
      aria-describedby={disabledReason === undefined ? undefined : reasonId}
      className={buttonClasses(variant, size, className)}
      {...rest}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
  if (disabledReason === undefined) return button;
  return (
    <>
      {button}
      <span id={reasonId} className="text-xs text-gray-600" data-disabled-reason>
        {disabledReason}
      </span>
    </>
  );
}
