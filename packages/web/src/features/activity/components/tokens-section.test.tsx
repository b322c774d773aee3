import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activityRoutes,
  explorePoolsRoute,
  nativePoolJson,
  renderInApp,
  serveApi,
  startSignedIn,
  syncJson,
  TOKEN_A,
  TOKEN_B,
  tokenJson,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { HeaderBoxes } from './header-boxes.tsx';
import { TokensSection } from './tokens-section.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });

const TOKEN_C = `0x${'3'.repeat(64)}`;
const bitcoin = { ...tokenJson('bitcoin', 'rBTC', 8, '50000'), p2op: 'bitcoin', name: 'Bitcoin' };
// One whole 18-decimal MOTO per sat: 1,000 MOTO = 1,000 sats = $1 at $100,000 a BTC.
const ONE_TOKEN_PER_SAT = (10n ** 26n).toString();

beforeEach(() => {
  startSignedIn();
  serveApi({
    sync: syncJson([
      tokenJson(TOKEN_B, 'PILL', 18, '5000000000000000000'),
      bitcoin,
      tokenJson(TOKEN_A, 'MOTO', 18, '1000000000000000000000'),
      tokenJson(TOKEN_C, 'ODYS', 18, '0'),
    ]),
    ...explorePoolsRoute([
      nativePoolJson(TOKEN_A, 'MOTO', ONE_TOKEN_PER_SAT),
      nativePoolJson(TOKEN_C, 'ODYS', '0'),
    ]),
    ...activityRoutes([]),
  });
});

describe('the tokens tab', () => {
  it('lists the watched tokens by balance with their USD value', async () => {
    renderInApp(<TokensSection />);
    await screen.findByRole('table');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').querySelector('span')?.textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['MOTO', '1,000', '$1.00'],
      ['PILL', '5', 'No Native Pool'],
      ['rBTC', '0.0005', '$50.00'],
      ['ODYS', '0', '—'],
    ]);
  });

  it('sums the portfolio value of what has a price and says what it left out', async () => {
    renderInApp(<HeaderBoxes />);
    expect(await screen.findByText('$51.00')).toBeVisible();
    expect(screen.getByText(/1 unpriced token\s*not counted/)).toBeVisible();
  });

  it('says so when no token is watched', async () => {
    serveApi({ sync: syncJson([]), ...explorePoolsRoute() });
    renderInApp(<TokensSection />);
    expect(await screen.findByText('You have no watched tokens')).toBeVisible();
  });
});
