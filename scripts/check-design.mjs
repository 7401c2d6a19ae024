// `npm run check:design`: prints the design measures (scripts/design-measures.mjs) beside their goals, a report
// that never fails, then checks the architecture map (scripts/architecture-map.mjs), which fails (exit 1) when
// docs/architecture.md misses a module, job or table the code has, grows past its length, or loses its opening map.
// DESIGN_ROOT points it at another repository root (the script's tests use fixtures).
import path from 'node:path';
import { mapProblems } from './architecture-map.mjs';
import { designMeasures } from './design-measures.mjs';

const root = process.env.DESIGN_ROOT ?? path.resolve(import.meta.dirname, '..');
const measures = designMeasures(root);
const rows = measures.map(({ measure, now, goal }) => [measure, String(now), goal]);
const widths = [0, 1, 2].map((i) => Math.max(...[['measure', 'now', 'goal'], ...rows].map((row) => row[i].length)));
const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
const details = measures.filter((m) => m.detail).map((m) => `  ${m.measure}: ${m.detail}`);
console.log(
  [
    'Design measures (a report: goals not met do not fail)',
    line(['measure', 'now', 'goal']),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    ...details,
  ].join('\n'),
);

const problems = mapProblems(root);
if (problems.length > 0) {
  console.error(`\ndocs/architecture.md is out of date with the code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\narchitecture map: names every module, job and table; one page of where things are; under 600 lines');
