import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { devnetRpc } from './devnet.ts';
import { runSetting } from './urls.ts';

/**
 * Every test mines through here. A reservation lives 6 blocks and the specs share one devnet: a
 * test between its reservation and its swap holds the buy window, and while it does only it mines;
 * the others wait. One test holds it at a time, so no one else's blocks expire a reservation.
 * The window is a file of this run holding its owner's name, taken with an exclusive create.
 */
let windowPath: string | undefined;

function windowFile(): string {
  if (windowPath === undefined) {
    windowPath = join(runSetting('E2E_RUN_DIR'), 'buy-window');
  }
  return windowPath;
}

const self = () => `${test.info().project.name}-${test.info().testId}`;

function holder(): string | undefined {
  try {
    return readFileSync(windowFile(), 'utf8');
  } catch {
    return undefined;
  }
}

/** No test holds the window, or this one does: this test may mine. */
function mayMine(): boolean {
  return [undefined, self()].includes(holder());
}

function take(): boolean {
  try {
    writeFileSync(windowFile(), self(), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return holder() === self();
  }
}

/** Waits until no other test holds the buy window, then takes it. */
export async function openBuyWindow(): Promise<void> {
  await expect.poll(take, { timeout: 300_000, intervals: [500] }).toBe(true);
}

/** Gives the window back; safe to call when this test does not hold it (afterEach calls it). */
export function closeBuyWindow(): void {
  if (holder() === self()) rmSync(windowFile(), { force: true });
}

/**
 * Mines `count` blocks (the test devnet mines only on demand) once no other test holds the buy
 * window; returns the new height.
 */
export async function mineBlocks(count = 1): Promise<number> {
  await expect.poll(mayMine, { timeout: 300_000, intervals: [500] }).toBe(true);
  const mined = await devnetRpc<{ blockNumber: string }>('devnet_mine', [count]);
  return Number(mined.blockNumber);
}

/**
 * Moves the chain on for a test that polls the page: mines a block unless another test holds the
 * buy window, whose own blocks move the chain meanwhile. Unlike mineBlocks it never waits for the
 * window, so a poll's time limit is not spent on another test's buy (one can hold it for minutes
 * on a loaded machine).
 */
export async function nudgeChain(): Promise<void> {
  if (mayMine()) await devnetRpc('devnet_mine', [1]);
}

/** Moves the chain on (nudgeChain) until the page's sent transaction reads Complete. */
export async function nudgeUntilComplete(page: Page, timeout: number): Promise<void> {
  await expect(async () => {
    await nudgeChain();
    await expect(page.getByTestId('activity-status')).toHaveText('Complete', { timeout: 15_000 });
  }).toPass({ timeout });
}
