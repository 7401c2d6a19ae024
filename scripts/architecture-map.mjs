// What keeps docs/architecture.md a map that does not drift: it names every server module, background job and
// table (as the code has them), stays under MAX_DOC_LINES, opens with "Where things are", and keeps history out
// of its headings (git has it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jobIds } from './design-measures.mjs';
import { moduleTables } from './module-tables.mjs';

export const MAX_DOC_LINES = 600;
const DOC = 'docs/architecture.md';

/** The problems of the map, one line each (none: the map is current). */
export function mapProblems(root) {
  const src = path.join(root, 'apps/server/src');
  const doc = readFileSync(path.join(root, DOC), 'utf8');
  const lines = doc.split('\n');
  const escape = (name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const named = (name) => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`).test(doc);
  const modules = readdirSync(path.join(src, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const problems = [
    ...modules
      .filter((mod) => !new RegExp(`modules/${escape(mod)}\\b|\`${escape(mod)}\``).test(doc))
      .map((mod) => `module ${mod} is not named (as modules/${mod} or \`${mod}\`)`),
    ...jobIds(root)
      .filter((id) => !named(id))
      .map((id) => `job ${id} is not named`),
    ...moduleTables(src)
      .filter(({ table }) => !named(table))
      .map(({ table, module }) => `table ${table} (${module}) is not named`),
  ];
  if (lines.length >= MAX_DOC_LINES)
    problems.push(`${DOC} has ${lines.length} lines (under ${MAX_DOC_LINES}: history goes to git)`);
  const first = lines.find((line) => line.startsWith('## '));
  if (first !== '## Where things are')
    problems.push(`${DOC} does not open with "## Where things are" (its first section is "${first ?? 'none'}")`);
  for (const heading of lines.filter((line) => /^#+ .*\bissues?\s*#?\d+/i.test(line)))
    problems.push(`heading names an issue (organise by topic): ${heading}`);
  return problems;
}
