import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT, serverPath } from './server-root';

describe('serverPath', () => {
  it('finds the server package from the sources, with what the server reads at run time', () => {
    expect(JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')).name).toBe('@paylink/server');
    expect(existsSync(serverPath('drizzle', 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(serverPath('static', 'embed.js'))).toBe(true);
  });
});
