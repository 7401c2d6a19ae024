import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { COPY_INDICATOR_MS } from '@paylink/shared';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the toast: '{thing} copied to clipboard!'. */
  thing: string;
  testId?: string;
  className?: string;
  /** The button's text before copying (Copy by default). */
  label?: string;
}

export function CopyButton({ value, thing, testId, className = '', label = 'Copy' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${thing} copied to clipboard!`);
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      data-testid={testId}
      // The accessible name starts with the visible text (WCAG 2.5.3), then says what is copied.
      aria-label={label === 'Copy' ? `Copy ${thing}` : `${label}: ${thing}`}
      className={`shrink-0 rounded-md border border-gray-300 bg-white px-2.5 py-1 text-xs font-medium text-gray-700 hover:bg-gray-50 ${className}`}
    >
      {copied ? 'Copied!' : label}
    </button>
  );
}
