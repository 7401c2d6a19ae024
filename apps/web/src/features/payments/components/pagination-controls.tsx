interface PaginationControlsProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page numbers shown: the first, the last and two either side of the current one; gaps become '…'. */
function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

const buttonClass = 'min-w-9 rounded-md border px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';

export function PaginationControls({ page, totalPages, onChange }: PaginationControlsProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" data-testid="pagination" className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${buttonClass} border-gray-300 bg-white`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      {visiblePages(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-2 text-gray-500">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            className={`${buttonClass} ${p === page ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-gray-300 bg-white'}`}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${buttonClass} border-gray-300 bg-white`}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
