import { CopyButton } from '../../../components/ui/copy-button';

export function CodeBlock({ code, title, testId }: { code: string; title: string; testId?: string }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200" data-testid={testId}>
      <figcaption className="flex items-center justify-between gap-2 border-b border-gray-200 bg-gray-50 px-3 py-1.5 text-xs font-medium text-gray-600">
        {title}
        <CopyButton value={code} thing={title} />
      </figcaption>
      {/* Focusable so a keyboard can scroll a long line sideways (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        aria-label={title}
        className="overflow-x-auto bg-gray-900 p-4 text-xs leading-relaxed text-gray-100"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
