import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a process prints through createLogger(level, pretty), on its real stdout (pino-pretty runs in a worker thread). */
async function printed(pretty: boolean): Promise<string> {
  const code = `import { createLogger } from './src/logger.ts';
    createLogger('info', ${pretty}).info({ paymentId: 'pay_1', req: { headers: { authorization: 'Bearer s3cret' } } }, 'payment completed');`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: serverRoot,
  });
  return stdout;
}

describe('logs', () => {
  it('are one JSON object per line when stdout is not a terminal, with credentials redacted', async () => {
    const line = JSON.parse((await printed(false)).trim()) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 30,
      msg: 'payment completed',
      paymentId: 'pay_1',
      req: { headers: { authorization: '[Redacted]' } },
    });
  });

  it('are readable lines (pino-pretty) for a terminal, with credentials redacted', async () => {
    const text = await printed(true);
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: payment completed$/m);
    expect(text).toContain('paymentId: "pay_1"');
    expect(text).not.toContain('s3cret');
    expect(() => JSON.parse(text.split('\n')[0]!)).toThrow();
  });
});
