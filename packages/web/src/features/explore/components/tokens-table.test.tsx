import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-client.ts';
import { serveApi, startSignedOut } from '../../../entities/activity/testing/activity-test-kit.tsx';
import {
  btcUsdRoute,
  MOTO,
  PILL,
  renderExplore,
  tokenRowJson,
  tokensPageJson,
  tokensPath,
} from '../testing/explore-test-kit.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });

beforeEach(startSignedOut);

const ODYS = `0x${'d4'.repeat(32)}`;
const moto = tokenRowJson(MOTO, 'MOTO');
const pill = tokenRowJson(PILL, 'PILL', {
  priceSats: null,
  priceUsd: null,
  priceChange24h: null,
  volume24hSats: '0',
  tvlSats: '0',
});
const odys = tokenRowJson(ODYS, 'ODYS');

const symbols = () =>
  within(screen.getByRole('table', { name: 'Tokens' }))
    .getAllByRole('rowheader')
    .map((header) => header.querySelector('span')?.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the explore tokens table', () => {
  it('says it is loading, then shows the api page with prices in sats and USD', async () => {
    const calls: string[] = [];
    serveApi({ [tokensPath()]: tokensPageJson([moto, pill]), ...btcUsdRoute(100_000n) }, calls);
    renderExplore('/explore/tokens');

    expect(screen.getByRole('status')).toHaveTextContent('Loading tokens…');
    await screen.findByRole('table', { name: 'Tokens' });
    expect(symbols()).toEqual(['MOTO', 'PILL']);
    const [motoRow, pillRow] = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1) as HTMLElement[];
    // 1.5 rBTC of volume and 20 rBTC of liquidity at $100,000 a BTC.
    expect(await within(motoRow as HTMLElement).findByText('$150K')).toBeVisible();
    expect(motoRow?.textContent).toBe(
      'MOTO MOTO Token1,234.5 sats$1.23-2.50%1.5 rBTC$150K20 rBTC$2M',
    );
    expect(pillRow?.textContent).toBe('PILL PILL Token———0 rBTC$00 rBTC$0');
    expect(header('Volume 24h')).toHaveAttribute('aria-sort', 'descending');
    expect(calls).toContain(tokensPath());
    expect(document.title).toBe('Tokens | Explore | opswap');
  });

  it('shows a dash for USD while the api has no rate', async () => {
    serveApi({ [tokensPath()]: tokensPageJson([moto]) });
    renderExplore('/explore/tokens');

    await screen.findByRole('table', { name: 'Tokens' });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toBe('MOTO MOTO Token1,234.5 sats$1.23-2.50%1.5 rBTC—20 rBTC—');
  });

  it('asks the api for another sort from a header, turning around on a second click', async () => {
    const user = userEvent.setup();
    serveApi({
      [tokensPath()]: tokensPageJson([moto, pill, odys]),
      [tokensPath({ sort: 'price' })]: tokensPageJson([odys, moto, pill]),
      [tokensPath({ sort: 'price', order: 'asc' })]: tokensPageJson([moto, odys, pill]),
      [tokensPath({ sort: 'name', order: 'asc' })]: tokensPageJson([moto, odys, pill]),
    });
    renderExplore('/explore/tokens');
    await screen.findByRole('table', { name: 'Tokens' });

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(symbols()).toEqual(['ODYS', 'MOTO', 'PILL']));
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Volume 24h')).not.toHaveAttribute('aria-sort');

    // By keyboard, the same header turns the order around.
    screen.getByRole('button', { name: /^Price/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(symbols()).toEqual(['MOTO', 'ODYS', 'PILL']));
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^Token/ }));
    expect(header('Token')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages through the api pages, Previous and Next disabled at the ends', async () => {
    const user = userEvent.setup();
    serveApi({
      [tokensPath()]: tokensPageJson([moto, pill], 1, 30),
      [tokensPath({ page: 2 })]: tokensPageJson([odys], 2, 30),
    });
    renderExplore('/explore/tokens');

    await screen.findByRole('table', { name: 'Tokens' });
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(symbols()).toEqual(['ODYS']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('searches by name or symbol from page 1, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    serveApi(
      {
        [tokensPath()]: tokensPageJson([moto, pill]),
        [tokensPath({ search: 'mo' })]: tokensPageJson([moto]),
        [tokensPath({ search: 'zz' })]: tokensPageJson([]),
      },
      calls,
    );
    renderExplore('/explore/tokens');
    await screen.findByRole('table', { name: 'Tokens' });

    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'mo');
    await waitFor(() => expect(symbols()).toEqual(['MOTO']));
    // The search waits for the typing to stop: no request for 'm' alone.
    expect(calls).not.toContain(tokensPath({ search: 'm' }));

    await user.clear(screen.getByRole('searchbox', { name: 'Search tokens' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'zz');
    expect(await screen.findByText("No tokens match 'zz'.")).toBeVisible();
  });

  it('opens the token page a row names', async () => {
    serveApi({ [tokensPath()]: tokensPageJson([moto]) });
    const { router } = renderExplore('/explore/tokens');

    await userEvent.click(await screen.findByRole('link', { name: 'MOTO MOTO Token' }));
    expect(router.state.location.pathname).toBe(`/token/${MOTO}`);
  });

  it('says when there are no tokens yet', async () => {
    serveApi({ [tokensPath()]: tokensPageJson([]) });
    renderExplore('/explore/tokens');
    expect(await screen.findByText('No tokens yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the tokens could not load', async () => {
    serveApi({
      [tokensPath()]: new ApiError(400, 'Must be price, change24h, volume24h, liquidity or name.'),
    });
    renderExplore('/explore/tokens');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load tokens: Must be price, change24h, volume24h, liquidity or name.',
    );
  });
});
