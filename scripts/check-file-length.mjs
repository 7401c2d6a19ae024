// Fails when a hand-written source file grows past MAX_LINES (STYLE.md: a file does one thing). Generated files
// (the OpenAPI client, drizzle migrations and snapshots) are exempt; lockfiles are JSON, never counted.
import { MAX_LINES, sourceFileLengths } from './file-lengths.mjs';

const lengths = sourceFileLengths();
const tooLong = lengths.filter((f) => f.lines > MAX_LINES).map((f) => `${f.file}: ${f.lines} lines`);
if (tooLong.length > 0) {
  console.error(`Files over ${MAX_LINES} lines (split them into files that each do one thing):\n${tooLong.join('\n')}`);
  process.exit(1);
}
console.log(`file length: ${lengths.length} files, none over ${MAX_LINES} lines`);
