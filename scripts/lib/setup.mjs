// What `npm start` and `npm test` install on a fresh clone before they run anything.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  // fields, cookie and rpc-request Node 22, and all run on the 20.19 ours asks for (every test
  // does), so npm's EBADENGINE warnings would be a wall of noise on a first start.
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
