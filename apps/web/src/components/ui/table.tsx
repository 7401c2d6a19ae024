import type { HTMLAttributes, Key, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TableColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of this column's cells (alignment, wrapping, tone); a header and its cells share the alignment. */
  className?: string;
  align?: 'left' | 'right';
}

/** `boxed`: a shaded header with roomy cells, the table alone in its box; `plain`: compact, inside a card. */
type Variant = 'boxed' | 'plain';

const HEAD: Record<Variant, string> = {
  boxed: 'bg-gray-50 text-xs font-medium uppercase tracking-wide text-gray-500',
  plain: 'text-xs font-medium uppercase tracking-wide text-gray-500',
};
const CELL: Record<Variant, string> = { boxed: 'px-4 py-3', plain: 'py-2 pr-4 last:pr-0' };

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Attributes of each row's <tr>, such as data-testid. */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  variant?: Variant;
  /**
   * Below the `md` breakpoint each row becomes a card: its cells stack, each under its column's name, so every
   * action stays on screen on a phone (no sideways scrolling).
   */
  stacked?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Classes that turn table parts into stacked cards below `md` (the same DOM: test ids stay unique). */
const STACKED = {
  wrapper: 'md:overflow-x-auto',
  table: 'block md:table',
  head: 'hidden md:table-header-group',
  body: 'block md:table-row-group',
  row: 'block space-y-1 px-4 py-3 md:table-row md:space-y-0 md:p-0',
  cell: 'flex flex-wrap items-baseline justify-between gap-x-3 md:table-cell',
} as const;
/** The cell padding of each variant, from `md` up only (a stacked card pads its rows instead). */
const STACKED_CELL: Record<Variant, string> = { boxed: 'md:px-4 md:py-3', plain: 'md:py-2 md:pr-4 md:last:pr-0' };

/**
 * A data table; each column says how to render its cell from a row. On narrow screens it scrolls sideways, or,
 * `stacked`, shows each row as a card.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  variant = 'plain',
  stacked = false,
  className,
  'data-testid': testId,
}: TableProps<T>) {
  return (
    <div className={cn(stacked ? STACKED.wrapper : 'overflow-x-auto', className)}>
      <table
        className={cn('min-w-full divide-y divide-gray-200 text-left text-sm', stacked && STACKED.table)}
        data-testid={testId}
      >
        <thead className={cn(HEAD[variant], stacked && STACKED.head)}>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cn(CELL[variant], column.align === 'right' && 'text-right')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-gray-100', stacked && STACKED.body)}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={stacked ? STACKED.row : undefined} {...rowProps?.(row)}>
              {columns.map((column, i) => (
                <td
                  key={i}
                  className={cn(
                    stacked ? cn(STACKED.cell, STACKED_CELL[variant]) : CELL[variant],
                    column.align === 'right' && (stacked ? 'md:text-right' : 'text-right'),
                    column.className,
                  )}
                >
                  {stacked && column.header !== '' && (
                    <span
                      aria-hidden="true"
                      className="text-xs font-medium uppercase tracking-wide text-gray-500 md:hidden"
                    >
                      {column.header}
                    </span>
                  )}
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
