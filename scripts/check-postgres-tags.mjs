// A server test that asserts concurrency proves nothing on PGlite (one connection, everything serialised): it must
// carry the `postgres` tag, so `npm run test:postgres` runs it on a real server. A test counts as asserting
// concurrency when its title says so (concurrent, race, in parallel, simultaneous, two or more at once) or it runs its work
// behind the lock barrier (test/lock-barrier.ts). The tag sits on the test, an enclosing describe, or the file
// (`// @module-tag postgres`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'apps/server/src');
const CONCURRENT_TITLE =
  /concurren|\brac(e|es|ing)\b|in parallel|simultaneous|two workers|\b(two|both|\d+)\b.*\bat once\b/i;
const TEST_NAMES = new Set(['it', 'test']);

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `it`, `it.skipIf(x)`, `describe.runIf(x)`, `it.each(...)`: the base name of a test-API call, or null. */
function baseName(callee) {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return baseName(callee.expression);
  if (ts.isCallExpression(callee)) return baseName(callee.expression);
  return null;
}

/** The tags written in a call's options object (`{ tags: ['postgres'] }` or `{ tags: 'postgres' }`). */
function tagsOf(call) {
  const tags = [];
  for (const arg of call.arguments) {
    if (!ts.isObjectLiteralExpression(arg)) continue;
    for (const prop of arg.properties) {
      if (!ts.isPropertyAssignment(prop) || prop.name.getText() !== 'tags') continue;
      const value = prop.initializer;
      if (ts.isStringLiteral(value)) tags.push(value.text);
      if (ts.isArrayLiteralExpression(value))
        for (const e of value.elements) if (ts.isStringLiteral(e)) tags.push(e.text);
    }
  }
  return tags;
}

const problems = [];
for (const file of testFiles(serverSrc)) {
  const text = readFileSync(file, 'utf8');
  const fileTagged = /(\/\/|\*)\s*@module-tag\s+postgres\b/.test(text);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node, tagged) => {
    if (ts.isCallExpression(node)) {
      const name = baseName(node.expression);
      if (name === 'describe' || TEST_NAMES.has(name)) {
        const here = tagged || tagsOf(node).includes('postgres');
        if (TEST_NAMES.has(name) && !here) {
          const title = node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]) ? node.arguments[0].text : '';
          if (CONCURRENT_TITLE.test(title) || node.getText().includes('behindLockBarrier(')) {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            problems.push(
              `${path.relative(root, file)}:${line}: "${title}" asserts concurrency but runs only on PGlite: tag it 'postgres'`,
            );
          }
        }
        node.forEachChild((child) => visit(child, here));
        return;
      }
    }
    node.forEachChild((child) => visit(child, tagged));
  };
  visit(source, fileTagged);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('postgres tags: every server test that asserts concurrency runs on PostgreSQL too');
