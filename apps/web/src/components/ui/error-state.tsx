import { cn } from '../../lib/cn';
import { Button } from './button';

export interface ErrorStateProps {
  message: string;
  /** Shows a "Try again" button that calls it (usually a query's refetch). */
  onRetry?: () => void;
  /** `block`: a screen or panel that could not load, centred with room around it; `inline`: a line inside a card. */
  variant?: 'block' | 'inline';
  className?: string;
  'data-testid'?: string;
}

/** What a screen or panel shows when its data failed to load: the reason and, when it can, a way to try again. */
export function ErrorState({
  message,
  onRetry,
  variant = 'inline',
  className,
  'data-testid': testId,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className={cn(
        'text-sm text-red-700',
        variant === 'block' ? 'rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center' : 'space-y-3',
        className,
      )}
    >
      <p>{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className={variant === 'block' ? 'mt-3' : undefined} onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
