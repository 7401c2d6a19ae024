// Offline audit of the production dependency tree (npm run audit:licenses): every package that `npm ci --omit=dev`
// would install, read from package-lock.json and checked against security/dependency-policy.json: its licence must
// be allowed, and its version must not be one the policy lists as known bad. Exits 1 with the findings, 0 when clean.
// The npm advisory service is unreachable from our machines; see docs/security.md for the online audit.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// AUDIT_ROOT points the audit at another tree (its test uses a fixture).
const root = process.env.AUDIT_ROOT ?? path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8'));
const policy = JSON.parse(readFileSync(`${root}/security/dependency-policy.json`, 'utf8'));

/** [major, minor, patch] of a version; pre-release tags sort with their release (good enough for the policy). */
function parts(version) {
  const [major = 0, minor = 0, patch = 0] = version.split(/[-+]/)[0].split('.').map(Number);
  return [major, minor, patch];
}
function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}
const TESTS = { '>=': (c) => c >= 0, '>': (c) => c > 0, '<=': (c) => c <= 0, '<': (c) => c < 0, '=': (c) => c === 0 };
/** Whether `version` is in a range such as ">=1.0.0 <1.2.3 || =2.0.0". */
function inRange(version, range) {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, op = '=', bound] = /^(>=|<=|>|<|=)?(.+)$/.exec(comparator);
        return TESTS[op](compare(version, bound));
      }),
  );
}
/** Whether an SPDX expression is allowed: OR needs one allowed side, AND needs all. */
function licenceAllowed(expression, allowed) {
  const text = expression.replace(/^\((.*)\)$/, '$1');
  if (/\sOR\s/.test(text)) return text.split(/\s+OR\s+/).some((side) => licenceAllowed(side, allowed));
  if (/\sAND\s/.test(text)) return text.split(/\s+AND\s+/).every((side) => licenceAllowed(side, allowed));
  return allowed.includes(text.trim());
}

const findings = [];
let checked = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  // Workspaces and links are our own code; dev-only packages never ship.
  if (!path.includes('node_modules/') || entry.dev || entry.link) continue;
  checked += 1;
  const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const licence = entry.license ?? readInstalledLicence(path);
  if (!licence) findings.push(`${name}@${entry.version}: no licence declared`);
  else if (!licenceAllowed(licence, policy.allowedLicenses))
    findings.push(`${name}@${entry.version}: licence ${licence} is not allowed`);
  for (const bad of policy.knownBad) {
    if (bad.name === name && inRange(entry.version, bad.range))
      findings.push(`${name}@${entry.version}: known bad (${bad.advisory})`);
  }
}

function readInstalledLicence(path) {
  try {
    const pkg = JSON.parse(readFileSync(`${root}/${path}/package.json`, 'utf8'));
    return typeof pkg.license === 'string' ? pkg.license : pkg.license?.type;
  } catch {
    return undefined;
  }
}

if (findings.length > 0) {
  console.error(
    `Production dependencies: ${findings.length} finding(s) in ${checked} packages:\n${findings.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Production dependencies: ${checked} packages, every licence allowed, no known-bad version (security/dependency-policy.json).`,
);
