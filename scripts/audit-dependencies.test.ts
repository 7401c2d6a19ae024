import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./audit-dependencies.mjs', import.meta.url));

/** Runs the audit on a fixture tree; returns its exit code and output. */
function audit(packages: Record<string, object>, knownBad: object[] = []) {
  const root = mkdtempSync(join(tmpdir(), 'audit-'));
  writeFileSync(
    join(root, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'fixture' }, ...packages } }),
  );
  mkdirSync(join(root, 'security'));
  writeFileSync(
    join(root, 'security', 'dependency-policy.json'),
    JSON.stringify({ allowedLicenses: ['MIT', 'Apache-2.0'], knownBad }),
  );
  try {
    return {
      code: 0,
      out: execFileSync(process.execPath, [script], {
        env: { ...process.env, AUDIT_ROOT: root },
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    };
  } catch (err) {
    const e = err as { status: number; stderr: string };
    return { code: e.status, out: e.stderr };
  }
}

describe('npm run audit:licenses', () => {
  it('passes the repository itself', () => {
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toMatch(
      /every licence allowed, no known-bad version/,
    );
  });

  it('flags a disallowed licence and a known-bad version in production, and ignores dev-only packages', () => {
    const result = audit(
      {
        'node_modules/ok': { version: '1.0.0', license: '(MIT OR GPL-3.0)' },
        'node_modules/copyleft': { version: '2.0.0', license: 'GPL-3.0' },
        'node_modules/a/node_modules/ws': { version: '8.17.0', license: 'MIT' },
        'node_modules/ws': { version: '8.17.1', license: 'MIT' },
        'node_modules/dev-tool': { version: '1.0.0', license: 'GPL-3.0', dev: true },
      },
      [{ name: 'ws', range: '>=8.0.0 <8.17.1', advisory: 'GHSA-3h5v-q93c-6h6q' }],
    );
    expect(result.code).toBe(1);
    expect(result.out).toContain('copyleft@2.0.0: licence GPL-3.0 is not allowed');
    expect(result.out).toContain('ws@8.17.0: known bad (GHSA-3h5v-q93c-6h6q)');
    expect(result.out).not.toContain('ws@8.17.1');
    expect(result.out).not.toContain('dev-tool');
    expect(result.out).toContain('2 finding(s) in 4 packages');
  });

  it('passes a clean tree', () => {
    expect(audit({ 'node_modules/ok': { version: '1.0.0', license: 'Apache-2.0' } }).code).toBe(0);
  });
});
