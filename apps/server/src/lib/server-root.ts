import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from where the running code is: `src/<folder>/<file>.ts` under
 * tsx, `dist/<file>.js` once compiled into one bundle (npm run build). Files the server reads at run time (the
 * migrations, the embed script, the web build) are resolved from it, so both layouts find them.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the running code');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();

/** A path inside the server package (apps/server). */
export const serverPath = (...parts: string[]): string => path.join(SERVER_ROOT, ...parts);
