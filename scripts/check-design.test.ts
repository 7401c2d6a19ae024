import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-design.mjs', import.meta.url));

/** Runs the script on a fixture repository made of these files (a git work tree); returns its exit code and output. */
function checkDesign(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'check-design-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  try {
    const out = execFileSync(process.execPath, [script], {
      env: { ...process.env, DESIGN_ROOT: root },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out };
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

/** The row of a measure in the printed table: its `now` and `goal` cells. */
function row(out: string, measure: string) {
  const line = out.split('\n').find((l) => l.startsWith(`| ${measure} `));
  return line
    ?.split('|')
    .slice(2, 4)
    .map((cell) => cell.trim());
}

const MAP = `# Architecture

## Where things are
modules/accounts owns \`users\`; modules/payments owns \`payments\`; modules/chains owns \`chain_cursors\`.
Jobs: watch-payments, watch-evm-payments, watch-refunds (one per network), deliver-webhooks.
`;

const repo = {
  'package.json': '{ "devDependencies": {} }\n',
  '.ci/run': 'npm ci\nnpm run lint\n# npm run typecheck\n',
  'packages/shared/src/tokens.ts': "export const NETWORKS = ['solana', 'ethereum'] as const;\n",
  'apps/server/src/modules/accounts/schema.ts': "export const users = pgTable('users', {});\n",
  'apps/server/src/modules/payments/schema.ts': "export const payments = pgTable('payments', {});\n",
  'apps/server/src/modules/payments/pay.ts': [
    "import { addressOf } from '../chains/solana/address-of';",
    "if (network === 'solana') pay();",
    'const evm = isEvmNetwork(network);',
    "// a comment saying network === 'ethereum' is no branch",
  ].join('\n'),
  'apps/server/src/modules/payments/pay.test.ts': "if (network === 'solana') test();\n",
  'apps/server/src/modules/chains/schema.ts': "export const chainCursors = pgTable('chain_cursors', {});\n",
  'apps/server/src/modules/chains/solana/address-of.ts':
    "import { x } from '../evm/x';\nexport const addressOf = (n) => n === 'solana';\n",
  // A network family is a folder holding an adapter; a shared strategy beside them is not one.
  'apps/server/src/modules/chains/solana/solana-adapter.ts': 'export const solanaAdapter = {};\n',
  'apps/server/src/modules/chains/unique-amounts/allocate.ts': 'export const allocate = 1;\n',
  'apps/server/src/jobs/watch-payments.ts':
    "export const job = { id: 'watch-payments', handler };\nswitch (n) { case 'ethereum': break; }\n",
  'apps/server/src/jobs/watch-evm-payments.ts': "export const job = { id: 'watch-evm-payments', handler };\n",
  'apps/server/src/jobs/watch-refunds.ts':
    'export const watchRefundsJobId = (network) => `watch-refunds:${network}`;\n',
  'apps/server/src/jobs/deliver-webhooks.ts': "export const job = { id: 'deliver-webhooks', handler };\n",
  'apps/web/src/features/pay/qr.tsx': "<img alt={network === 'solana' ? 'Solana Pay QR code' : 'Payment QR code'} />\n",
  'apps/web/src/features/pay/long.ts': 'x;\n'.repeat(301),
  'docs/architecture.md': MAP,
};

describe('npm run check:design', () => {
  it('finds docs/architecture.md current with this repository: every module, job and table named, under 600 lines', () => {
    const out = execFileSync(process.execPath, [script], { encoding: 'utf8', stdio: 'pipe' });
    expect(out).toContain('architecture map: names every module, job and table');
  });

  it('prints each measure counted from the code beside its goal, and passes while goals are unmet', () => {
    const { code, out } = checkDesign(repo);
    expect(code).toBe(0);
    expect(row(out, 'network-name branches in modules/payments')).toEqual(['2', '<= 2']);
    expect(row(out, '... in the server outside modules/chains')).toEqual(['3', '<= 5']);
    expect(row(out, '... in apps/web/src')).toEqual(['1', '0']);
    expect(row(out, 'imports of chains/<solana>/ from outside chains')).toEqual(['1', '<= 5 (wiring only)']);
    expect(row(out, 'payment watch jobs')).toEqual(['2', '1']);
    expect(out).toContain('payment watch jobs: watch-evm-payments, watch-payments');
    expect(row(out, 'server rules copied in the web')).toEqual(['1', '0']);
    expect(out).toContain('server rules copied in the web: the QR code alt text');
    expect(row(out, 'CI gates: lint, typecheck (.ci/run)')).toEqual(['1 of 2', '2 of 2']);
    expect(row(out, 'module-boundary bypasses accepted by lint')).toEqual(['0 of 3', '0 of 3']);
    expect(row(out, 'hand-written files over 300 lines')).toEqual(['1', '0']);
    expect(out).toContain('longest: apps/web/src/features/pay/long.ts, 301 lines');
    expect(row(out, 'formatter (Prettier or Biome)')).toEqual(['none', 'one, checked in CI']);
    expect(out).toContain('architecture map: names every module, job and table');
  });

  it('reads the formatter as checked in CI once .ci/run runs npm run format:check', () => {
    const formatter = (files: Record<string, string>) => row(checkDesign(files).out, 'formatter (Prettier or Biome)');
    const withPrettier = { ...repo, 'package.json': '{ "devDependencies": { "prettier": "^3" } }\n' };
    expect(formatter(withPrettier)).toEqual(['prettier, not in CI', 'one, checked in CI']);
    const gated = { ...withPrettier, '.ci/run': 'npm ci\nnpm run lint\nnpm run format:check\n' };
    expect(formatter(gated)).toEqual(['prettier, checked in CI', 'one, checked in CI']);
  });

  it('fails when the map misses a module, job or table, names an issue in a heading, grows too long or loses its opening', () => {
    const { code, out } = checkDesign({
      ...repo,
      'apps/server/src/modules/teams/schema.ts':
        "export const accountInvitations = pgTable('account_invitations', {});\n",
      'apps/server/src/jobs/renew-subscriptions.ts': "export const job = { id: 'renew-subscriptions', handler };\n",
      'docs/architecture.md': `# Architecture\n\n## Code layout\n\n### Bitcoin (issue 37)\n${MAP}${'\n'.repeat(600)}`,
    });
    expect(code).toBe(1);
    expect(out).toContain('module teams is not named');
    expect(out).toContain('job renew-subscriptions is not named');
    expect(out).toContain('table account_invitations (teams) is not named');
    expect(out).toContain('heading names an issue (organise by topic): ### Bitcoin (issue 37)');
    expect(out).toMatch(/docs\/architecture\.md has \d+ lines \(under 600/);
    expect(out).toContain('does not open with "## Where things are" (its first section is "## Code layout")');
    expect(out).not.toMatch(
      /module (accounts|payments|chains) is not named|job (watch-payments|deliver-webhooks) is not named/,
    );
  });
});
