// The design measures of the rail interface work (docs/architecture.md, "Design measures"): how often the code
// outside a network's folder still decides per network, and which boundaries CI enforces. Each is counted from the
// source as it stands, so the numbers move as the code does; the goals are the ones the design sets.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_LINES, sourceFileLengths } from './file-lengths.mjs';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** Hand-written, non-test TypeScript files under `dir` (relative to root): `{ file, lines }` with comments dropped. */
function sources(root, dir) {
  const base = path.join(root, dir);
  if (!existsSync(base)) return [];
  return readdirSync(base, { recursive: true })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f.split(path.sep)[0] !== 'test')
    .map((f) => {
      const lines = readFileSync(path.join(base, f), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));
      return { file: path.join(dir, f), lines };
    });
}

/** The network names (packages/shared `NETWORKS`). */
function networkNames(root) {
  const tokens = readFileSync(path.join(root, 'packages/shared/src/tokens.ts'), 'utf8');
  const list = /export const NETWORKS = \[([^\]]*)\]/.exec(tokens)?.[1] ?? '';
  return [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
}

/** A line that decides on a network's name: compares it, switches on it, or asks `isEvmNetwork(`. */
function branchPattern(networks) {
  const name = `'(?:${networks.join('|')})'`;
  return new RegExp(`(?:===|!==)\\s*${name}|${name}\\s*(?:===|!==)|case\\s+${name}|\\bisEvmNetwork\\(`);
}

const countLines = (files, pattern) =>
  files.reduce((n, f) => n + f.lines.filter((line) => pattern.test(line)).length, 0);

/**
 * Server rules the web app decides again by itself, each found by the shape it takes in today's code: a rule
 * counts once however many files copy it.
 */
function copiedRules(branch) {
  return [
    // A network's field filled from a saved wallet (`solana: user.walletAddress`); a form field of the same name
    // filled with its saved value (`walletAddress: user.walletAddress`) names no network.
    [
      'which saved wallet pays on which network',
      (line) => /\b(\w+)\s*:\s*user\??\.(?!\1\b)(?:walletAddress|ethAddress|btcAddress|btcXpub)\b/.test(line),
    ],
    ['the refund destination check', (line) => branch.test(line) && /\bis\w+Address\(/.test(line)],
    ['when the test wallet is offered', (line) => branch.test(line) && /\btestWallet\b/.test(line)],
    ['refund claims on one network only', (line) => branch.test(line) && /<RefundClaims\b/.test(line)],
    ['the QR code alt text', (line) => /Solana Pay QR code/.test(line)],
  ];
}

/** How many of the three ways around a module's tables `npm run lint`'s module-graph check still accepts. */
function acceptedBypasses() {
  const owner = { 'modules/accounts/schema.ts': "export const users = pgTable('users', {});\n" };
  const bypasses = [
    {
      'db/tables.ts': "export * from '../modules/accounts/schema';\n",
      'modules/credits/spend.ts': "import { users } from '../../db/tables';\n",
    },
    {
      'modules/accounts/users-table.ts': "export { users } from './schema';\n",
      'modules/credits/spend.ts': "import { users } from '../accounts/users-table';\n",
    },
    {
      'modules/credits/spend.ts':
        'export const spend = (tx) => tx.execute(sql`update users set credits = credits - 1`);\n',
    },
  ];
  const script = path.join(import.meta.dirname, 'check-module-graph.mjs');
  return bypasses.filter((files) => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'design-bypass-'));
    try {
      for (const [file, source] of Object.entries({ ...owner, ...files })) {
        mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
        writeFileSync(path.join(fixture, file), source);
      }
      execFileSync(process.execPath, [script], { env: { ...process.env, MODULE_GRAPH_ROOT: fixture }, stdio: 'pipe' });
      return true;
    } catch {
      return false;
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  }).length;
}

/** The ids of the server's background jobs in apps/server/src/jobs: `id: '…'`, or the prefix of an id made per network (`watchJobId = (network) => \`watch-payments:${network}\``). */
export function jobIds(root) {
  return sources(root, path.join(SERVER, 'jobs'))
    .flatMap((f) =>
      f.lines.flatMap((line) =>
        [...line.matchAll(/\bid:\s*'([\w-]+)'|JobId = \([^)]*\) => `([\w-]+):\$\{/g)].map((m) => m[1] ?? m[2]),
      ),
    )
    .sort();
}

/** Every measure: `{ measure, now, goal, detail? }` (detail: what was found, when a count needs it). */
export function designMeasures(root) {
  const networks = networkNames(root);
  const branch = branchPattern(networks);
  const server = sources(root, SERVER);
  const web = sources(root, WEB);
  const inChains = (f) => f.file.startsWith(path.join(SERVER, 'modules/chains') + path.sep);
  // A network family is a folder of chains holding an adapter (shared strategies such as unique-amounts are not).
  const chainsDir = path.join(root, SERVER, 'modules/chains');
  const families = readdirSync(chainsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(path.join(chainsDir, d.name)).some((f) => f.endsWith('-adapter.ts')))
    .map((d) => d.name);
  const familyImport = new RegExp(`from '[^']*chains/(?:${families.join('|')})/`);
  const watchJobs = jobIds(root).filter((id) => /^watch-.*payments$/.test(id));
  const rules = copiedRules(branch).filter(([, found]) => web.some((f) => f.lines.some(found)));
  const ci = existsSync(path.join(root, '.ci/run')) ? readFileSync(path.join(root, '.ci/run'), 'utf8') : '';
  const gates = ['lint', 'typecheck'].filter((gate) => new RegExp(`^\\s*npm run ${gate}\\b`, 'm').test(ci));
  const lengths = sourceFileLengths(root);
  const longest = lengths.reduce((a, b) => (b.lines > a.lines ? b : a), { file: '-', lines: 0 });
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const formatter = ['prettier', '@biomejs/biome'].find((name) => pkg.devDependencies?.[name] !== undefined);
  const formatChecked = /^\s*npm run format:check\b/m.test(ci);
  return [
    {
      measure: 'network-name branches in modules/payments',
      now: countLines(
        server.filter((f) => f.file.startsWith(path.join(SERVER, 'modules/payments'))),
        branch,
      ),
      goal: '<= 2',
    },
    {
      measure: '... in the server outside modules/chains',
      now: countLines(
        server.filter((f) => !inChains(f)),
        branch,
      ),
      goal: '<= 5',
    },
    { measure: '... in apps/web/src', now: countLines(web, branch), goal: '0' },
    {
      measure: `imports of chains/<${families.join('|')}>/ from outside chains`,
      now: countLines(
        server.filter((f) => !inChains(f)),
        familyImport,
      ),
      goal: '<= 5 (wiring only)',
    },
    { measure: 'payment watch jobs', now: watchJobs.length, goal: '1', detail: watchJobs.join(', ') },
    {
      measure: 'server rules copied in the web',
      now: rules.length,
      goal: '0',
      detail: rules.map(([rule]) => rule).join('; '),
    },
    { measure: 'CI gates: lint, typecheck (.ci/run)', now: `${gates.length} of 2`, goal: '2 of 2' },
    { measure: 'module-boundary bypasses accepted by lint', now: `${acceptedBypasses()} of 3`, goal: '0 of 3' },
    {
      measure: `hand-written files over ${MAX_LINES} lines`,
      now: lengths.filter((f) => f.lines > MAX_LINES).length,
      goal: '0',
      detail: `longest: ${longest.file}, ${longest.lines} lines`,
    },
    {
      measure: 'formatter (Prettier or Biome)',
      now: formatter ? `${formatter}, ${formatChecked ? 'checked in CI' : 'not in CI'}` : 'none',
      goal: 'one, checked in CI',
    },
  ];
}
