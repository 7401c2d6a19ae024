// Checks the server's module boundaries (apps/server/src/modules/<module>), failing on either of:
// - a cycle among the modules' use cases (imports of another module's `schema.ts` are left out of the graph: a
//   foreign key to users, for example, is no dependency on accounts' use cases);
// - a table reached across a module boundary: a module owns its tables, others call its functions. The only imports
//   of another module's `schema.ts` allowed are from a `schema.ts` (a foreign key), `import type` (a row type reaches
//   no table), tests and the test helpers in src/test (they may set up data directly), and db/tables.ts (the
//   collection drizzle sees). Server files outside modules import no module's schema.
// MODULE_GRAPH_ROOT points the check at another server `src` folder (the script's tests use fixtures).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = process.env.MODULE_GRAPH_ROOT ?? path.resolve(import.meta.dirname, '../apps/server/src');
const modulesRoot = path.join(src, 'modules');
const importPattern = /^\s*(import\s+type\s|import\s|export\s)[^'"]*?from\s+'(\.\.?\/[^']+)'/gm;

/** The module a path inside src belongs to, and whether it names that module's `schema`. */
function locate(file) {
  const [top, mod, ...rest] = path.relative(src, file).split(path.sep);
  if (top !== 'modules' || mod === undefined || rest.length === 0) return undefined;
  return { mod, isSchema: path.basename(file, '.ts') === 'schema' };
}

const isTestCode = (relative) => relative.endsWith('.test.ts') || relative.split(path.sep)[0] === 'test';
const exempt = (relative) => isTestCode(relative) || relative === path.join('db', 'tables.ts');

const edges = new Map(readdirSync(modulesRoot).map((mod) => [mod, new Set()]));
const tableReaches = new Set();
for (const relative of readdirSync(src, { recursive: true })) {
  if (!relative.endsWith('.ts')) continue;
  const file = path.join(src, relative);
  const from = locate(file);
  const source = readFileSync(file, 'utf8');
  for (const [, keyword, specifier] of source.matchAll(importPattern)) {
    const to = locate(path.resolve(path.dirname(file), specifier));
    if (to === undefined || to.mod === from?.mod) continue;
    if (!to.isSchema) {
      if (from !== undefined && !isTestCode(relative)) edges.get(from.mod).add(to.mod);
      continue;
    }
    const foreignKey = from?.isSchema === true;
    if (foreignKey || /^import\s+type\s/.test(keyword) || exempt(relative)) continue;
    tableReaches.add(`${path.relative(src, file)} -> ${to.mod} (${specifier})`);
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

if (cycles.length > 0) console.error(`Module dependency cycles in apps/server/src/modules:\n  ${cycles.join('\n  ')}`);
if (tableReaches.size > 0) {
  console.error(
    `Tables reached across a module boundary (file -> module owning the table); call a function of that module instead` +
      ` (only a schema.ts may import another module's schema.ts, for a foreign key):\n  ${[...tableReaches].sort().join('\n  ')}`,
  );
}
if (cycles.length > 0 || tableReaches.size > 0) process.exit(1);
console.log(`module graph: ${edges.size} modules, no cycles, no table reached across a module boundary`);
