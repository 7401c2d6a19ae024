/** PostgreSQL unique_violation (23505), as raised by both pg and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return constraint ? e.constraint === constraint : true;
    current = e.cause;
  }
  return false;
}
