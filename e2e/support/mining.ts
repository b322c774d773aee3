import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { mineBlocks } from './devnet.ts';

/**
 * A reservation lives 6 blocks, and the specs share one devnet. A test between its reservation and
 * its swap holds a buy window (a marker file of this run); tests that mine blocks for their own
 * waiting mine only while no other test holds one, so they never expire someone else's reservation.
 */
function windowsDir(): string {
  const run = createHash('sha1')
    .update(process.env.E2E_RPC_URL ?? '')
    .digest('hex')
    .slice(0, 12);
  const dir = join(tmpdir(), `opswap-buy-windows-${run}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const ownMarker = () => `${test.info().project.name}-${test.info().testId}`;

export function openBuyWindow(): void {
  writeFileSync(join(windowsDir(), ownMarker()), '');
}

/** Safe to call when no window is open (afterEach calls it). */
export function closeBuyWindow(): void {
  rmSync(join(windowsDir(), ownMarker()), { force: true });
}

/** Mines `count` blocks once no other test is between its reservation and its swap. */
export async function mineOutsideBuyWindows(count = 1): Promise<void> {
  const own = ownMarker();
  await expect
    .poll(() => readdirSync(windowsDir()).filter((name) => name !== own).length, {
      timeout: 300_000,
      intervals: [1_000],
    })
    .toBe(0);
  await mineBlocks(count);
}
