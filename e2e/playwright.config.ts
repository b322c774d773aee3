import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network,
// keep each test's window from starting its address bar's popup, a page of its own in its own
// renderer (measured: about a tenth of the browser's CPU over the suite), and draw in the browser
// process instead of a GPU process of its own (about 3% of the browser tests' CPU).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    '--disable-gpu',
    '--in-process-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // The flows mostly wait on blocks and the app's polling, not on the CPU: four at once keep a
  // 2-core machine busy without starving any of them.
  workers: 4,
  // A flow that sends a transaction waits on the wallet, the node and the indexer: on a loaded
  // 2-core machine that is more than Playwright's default 30 s. Longer flows set their own.
  timeout: 90_000,
  // An assertion's wait: Playwright's default 5 s failed a first page load's title on CI's
  // loaded machine. Waits that mean "soon" (a message hidden after 3 s) keep their own 5 s.
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  outputDir: 'test-results',
  use: {
    launchOptions: chromium,
    // A trace records every frame of the page: a fifth of the suite's CPU time. A failure prints
    // its error and call log; for more, run again with `--trace retain-on-failure`.
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
});
