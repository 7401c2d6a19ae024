// The line count of every hand-written source file git tracks under `root`. Generated files (the OpenAPI client,
// drizzle migrations and snapshots) are left out; lockfiles are JSON, never counted. Shared by the file-length
// check and the design measures.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const GENERATED = [/(^|\/)packages\/client\/src\/openapi\.ts$/, /(^|\/)drizzle\//];

/** `{ file, lines }` for each tracked hand-written source file (paths relative to root). */
export function sourceFileLengths(root = process.cwd()) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => SOURCE.test(f) && !GENERATED.some((g) => g.test(f)));
  const lengths = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // tracked but deleted in the work tree
    }
    lengths.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
  }
  return lengths;
}
