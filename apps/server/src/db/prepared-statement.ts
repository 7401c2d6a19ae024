import type { Db } from './client';

/**
 * A hot statement built once per database handle (Drizzle `.prepare(name)` with `sql.placeholder` parameters): its
 * SQL text is not rebuilt on every call, and on PostgreSQL it is a named statement, parsed once per connection. A
 * transaction is a handle of its own, so inside one the statement is built for it (correct, just not reused).
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
