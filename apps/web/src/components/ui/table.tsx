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
  className?: string;
  'data-testid'?: string;
}

/** A data table that scrolls sideways on narrow screens; each column says how to render its cell from a row. */
export function Table<T>({ columns, rows, rowKey, rowProps, variant = 'plain', className, 'data-testid': testId }: TableProps<T>) {
  return (
    <div className={cn('overflow-x-auto', className)}>
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm" data-testid={testId}>
        <thead className={HEAD[variant]}>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cn(CELL[variant], column.align === 'right' && 'text-right')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column, i) => (
                <td key={i} className={cn(CELL[variant], column.align === 'right' && 'text-right', column.className)}>
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
