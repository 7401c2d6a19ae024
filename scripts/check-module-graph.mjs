// Fails when the server's domain modules depend on each other in a cycle (apps/server/src/modules/<module>).
// Imports of another module's `schema.ts` do not count: tables are the data layer every module may reference
// (a foreign key to users, for example); the use cases above them must form a graph without cycles.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../apps/server/src/modules');
const importPattern = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.\.\/[^']+)'/gm;

const edges = new Map();
for (const mod of readdirSync(root)) {
  const targets = new Set();
  for (const file of readdirSync(path.join(root, mod), { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(root, mod, file), 'utf8');
    for (const [, specifier] of source.matchAll(importPattern)) {
      const target = path.relative(root, path.resolve(path.dirname(path.join(root, mod, file)), specifier));
      const [other, ...rest] = target.split(path.sep);
      if (target.startsWith('..') || other === mod || rest.join('/') === 'schema') continue;
      targets.add(other);
    }
  }
  edges.set(mod, targets);
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

if (cycles.length > 0) {
  console.error(`Module dependency cycles in apps/server/src/modules:\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`module graph: ${edges.size} modules, no cycles`);
