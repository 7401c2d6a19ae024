// Fails when a hand-written source file grows past MAX_LINES (STYLE.md: a file does one thing). Generated files
// (the OpenAPI client, drizzle migrations and snapshots) are exempt; lockfiles are JSON, never counted.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const GENERATED = [/(^|\/)packages\/client\/src\/openapi\.ts$/, /(^|\/)drizzle\//];

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter((f) => SOURCE.test(f) && !GENERATED.some((g) => g.test(f)));
const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // tracked but deleted in the work tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push(`${file}: ${lines} lines`);
}
if (tooLong.length > 0) {
  console.error(`Files over ${MAX_LINES} lines (split them into files that each do one thing):\n${tooLong.join('\n')}`);
  process.exit(1);
}
console.log(`file length: ${files.length} files, none over ${MAX_LINES} lines`);
