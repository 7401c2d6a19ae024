#!/usr/bin/env node
// paylink-mcp runs from its TypeScript source (a workspace package, never built): tsx loads it, and the
// @paylink/source condition resolves @paylink/client to its source as well. Signals and the exit code pass through.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new globalThis.URL('../src/paylink-mcp.ts', import.meta.url));
const child = spawn(process.execPath, ['--conditions=@paylink/source', '--import', import.meta.resolve('tsx'), entry], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
