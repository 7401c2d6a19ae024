// The server's tables and the module owning each: every `pgTable` declared in a `schema.ts` under
// apps/server/src/modules/<module>/ (at any depth: chains/evm/schema.ts belongs to chains). Shared by the
// module-graph check (which module may name which table) and the design check (the map names every table).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const TABLE = /export\s+const\s+(\w+)\s*=\s*pgTable\(\s*'(\w+)'/g;

/** Every table under `src/modules`: `{ module, file, name, table }` (name: the TypeScript constant; table: the SQL name). */
export function moduleTables(src) {
  const modulesRoot = path.join(src, 'modules');
  const tables = [];
  for (const relative of readdirSync(modulesRoot, { recursive: true })) {
    if (path.basename(relative) !== 'schema.ts') continue;
    const file = path.join(modulesRoot, relative);
    const module = relative.split(path.sep)[0];
    for (const [, name, table] of readFileSync(file, 'utf8').matchAll(TABLE))
      tables.push({ module, file, name, table });
  }
  return tables.sort((a, b) => a.table.localeCompare(b.table));
}
