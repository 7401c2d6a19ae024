// Checks the server's module boundaries (apps/server/src/modules/<module>). A module owns its tables: other modules
// call its functions. The check fails on any of:
// - a cycle among the modules' use cases (imports of another module's `schema.ts` are left out of the graph: a
//   foreign key to users, for example, is no dependency on accounts' use cases);
// - a table reached across a module boundary by an import: of another module's `schema.ts`, or of any file that
//   re-exports its tables (db/tables.ts, the collection drizzle sees, included). Allowed: a `schema.ts` importing
//   another `schema.ts` (a foreign key), `import type` (a row type reaches no table), tests and the test helpers in
//   src/test (they may set up data directly), and db/client.ts importing db/tables.ts (the database handle's type).
//   Server files outside modules import no module's tables;
// - a table re-exported: only the `schema.ts` declaring a table exports it, and only db/tables.ts collects them;
// - another module's table named in raw SQL (an sql`…` template, or a string given to `.execute(`, `query(` or
//   `sql.raw(`), or reached through the handle's relational queries (`db.query.<table>`).
// MODULE_GRAPH_ROOT points the check at another server `src` folder (the script's tests use fixtures).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleTables } from './module-tables.mjs';
import { sqlStrings } from './sql-strings.mjs';

const src = process.env.MODULE_GRAPH_ROOT ?? path.resolve(import.meta.dirname, '../apps/server/src');
const modulesRoot = path.join(src, 'modules');
const AGGREGATOR = path.join('db', 'tables');
const HANDLE = path.join('db', 'client.ts');
const importPattern = /^\s*(import\s+type\s|import\s|export\s)([^'"]*?)from\s+'(\.\.?\/[^']+)'/gm;

/** The module a path inside src belongs to (undefined outside modules). */
function moduleOf(relative) {
  const [top, mod, ...rest] = relative.split(path.sep);
  return top === 'modules' && mod !== undefined && rest.length > 0 ? mod : undefined;
}
const isSchema = (relative) => path.basename(relative, '.ts') === 'schema';
const withoutExtension = (relative) => relative.replace(/\.(ts|js|mjs)$/, '');
const isTestCode = (relative) => relative.endsWith('.test.ts') || relative.split(path.sep)[0] === 'test';

/** Every source file: its module, text and relative imports (`names`: the local bindings an import or export makes). */
const files = readdirSync(src, { recursive: true })
  .filter((relative) => relative.endsWith('.ts'))
  .map((relative) => {
    const source = readFileSync(path.join(src, relative), 'utf8');
    const imports = [...source.matchAll(importPattern)].map(([, keyword, clause, specifier]) => ({
      typeOnly: /^import\s+type\s/.test(keyword) || /^\s*type\s/.test(clause),
      reexport: keyword.startsWith('export'),
      names: [...clause.replace(/\btype\s+/g, '').matchAll(/\*\s+as\s+(\w+)|(\w+)(?:\s+as\s+(\w+))?\s*[,}]/g)].map(
        (m) => m[1] ?? m[3] ?? m[2],
      ),
      target: withoutExtension(path.relative(src, path.resolve(path.dirname(path.join(src, relative)), specifier))),
    }));
    return { relative, key: withoutExtension(relative), mod: moduleOf(relative), source, imports };
  });

// Which files expose which modules' tables: each module's schema files, then whatever re-exports from one of them
// (`export … from`, or an imported table exported again), until nothing changes.
const carriers = new Map();
for (const file of files)
  if (file.mod !== undefined && isSchema(file.relative)) carriers.set(file.key, new Set([file.mod]));
const reexports = new Set();
for (let changed = true; changed;) {
  changed = false;
  for (const file of files) {
    for (const imp of file.imports) {
      const carried = carriers.get(imp.target);
      if (carried === undefined || imp.typeOnly || !passesOn(file, imp)) continue;
      reexports.add(file.key);
      const own = carriers.get(file.key) ?? new Set();
      for (const mod of carried) {
        if (!own.has(mod)) {
          own.add(mod);
          changed = true;
        }
      }
      carriers.set(file.key, own);
    }
  }
}
function passesOn(file, imp) {
  if (imp.reexport) return true;
  return imp.names.some((name) =>
    new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}|export\\s+const\\s+\\w+\\s*=\\s*${name}\\s*;`).test(
      file.source,
    ),
  );
}

const edges = new Map(readdirSync(modulesRoot).map((mod) => [mod, new Set()]));
const tableReaches = new Set();
const reexported = [...reexports].filter((key) => key !== AGGREGATOR).map((key) => `${key}.ts`);
const tables = moduleTables(src);
const rawReaches = new Set();
for (const file of files) {
  for (const imp of file.imports) {
    const toMod = moduleOf(imp.target);
    const carried = carriers.get(imp.target);
    if (carried === undefined) {
      if (toMod !== undefined && toMod !== file.mod && file.mod !== undefined && !isTestCode(file.relative))
        edges.get(file.mod)?.add(toMod);
      continue;
    }
    const foreign = [...carried].filter((mod) => mod !== file.mod);
    if (foreign.length === 0 || imp.typeOnly || isTestCode(file.relative)) continue;
    const foreignKey = file.mod !== undefined && isSchema(file.relative) && isSchema(imp.target);
    const handle = file.relative === HANDLE && imp.target === AGGREGATOR;
    if (foreignKey || handle || file.key === AGGREGATOR) continue;
    tableReaches.add(
      `${file.relative} -> ${foreign.sort().join(', ')} (${path.relative(path.dirname(file.relative), imp.target) || imp.target})`,
    );
  }
  if (isTestCode(file.relative)) continue;
  const foreignTables = tables.filter((t) => t.module !== file.mod);
  for (const { text, line } of sqlStrings(file.source)) {
    for (const t of foreignTables)
      if (new RegExp(`\\b${t.table}\\b`).test(text))
        rawReaches.add(`${file.relative}:${line} -> ${t.module} (${t.table})`);
  }
  for (const [, name] of file.source.matchAll(/\.query\.(\w+)\b/g)) {
    const t = foreignTables.find((candidate) => candidate.name === name);
    if (t !== undefined) rawReaches.add(`${file.relative} -> ${t.module} (db.query.${name})`);
  }
}

const cycles = [];
const state = new Map();
function visit(mod, trail) {
  state.set(mod, 'open');
  for (const next of edges.get(mod) ?? []) {
    if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(mod, 'done');
}
for (const mod of edges.keys()) if (!state.has(mod)) visit(mod, [mod]);

const failures = [
  [cycles, 'Module dependency cycles in apps/server/src/modules'],
  [
    [...tableReaches].sort(),
    'Tables reached across a module boundary (file -> module owning the table); call a function of that module instead' +
      " (only a schema.ts may import another module's schema.ts, for a foreign key; db/tables.ts is for db/client.ts only)",
  ],
  [
    reexported.sort(),
    'Tables re-exported (only the schema.ts declaring a table exports it; only db/tables.ts collects them)',
  ],
  [
    [...rawReaches].sort(),
    "Another module's table named in raw SQL or db.query (file -> module owning the table); call a function of that module instead",
  ],
].filter(([list]) => list.length > 0);
for (const [list, title] of failures) console.error(`${title}:\n  ${list.join('\n  ')}`);
if (failures.length > 0) process.exit(1);
console.log(
  `module graph: ${edges.size} modules, no cycles, no table reached across a module boundary (import, re-export or raw SQL)`,
);
