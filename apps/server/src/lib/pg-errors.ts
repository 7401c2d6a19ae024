/** The PostgreSQL error of `err`, as raised by both pg and PGlite (possibly wrapped by Drizzle). */
function pgError(err: unknown): { code: string; constraint?: string } | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const e = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
    current = e.cause;
  }
  return null;
}

/** unique_violation (23505), optionally of one constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  if (e?.code !== '23505') return false;
  return constraint ? e.constraint === constraint : true;
}

/** Data exceptions (class 22: invalid text, out of range, bad encoding): a value the database cannot store. */
export function isDataException(err: unknown): boolean {
  return pgError(err)?.code.startsWith('22') ?? false;
}
