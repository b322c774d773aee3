import type { Locator, Page } from '@playwright/test';

/**
 * How long an open token page may take to show a change on chain: one metrics refresh (15 s), the
 * next block poll (15 s) and the api's indexing of that block.
 */
export const ONE_REFRESH_MS = 35_000;

/** A figure of the token page's 'NativeSwap Metrics' panel, by its label. */
export function metricValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'NativeSwap Metrics' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The token page's Transactions tab. */
export function tokenTransactions(page: Page): Locator {
  return page.getByRole('table', { name: /transactions/i }).first();
}
