import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderInApp,
  serveApi,
  startSignedOut,
  TOKEN_A,
  TOKEN_B,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { E18, recordRoute, transactionJson, wallet } from '../testing/token-fixtures.ts';
import { TokenActivityFeed } from './token-activity-feed.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => transactionJson(from + index));

beforeEach(() => {
  startSignedOut();
});

afterEach(() => {
  vi.useRealTimers();
});

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Token activity' }))
    .getAllByRole('row')
    .slice(1);

describe('TokenActivityFeed', () => {
  it("says 'No Transactions Yet' without transactions", async () => {
    serveApi(recordRoute(1, []));
    renderInApp(<TokenActivityFeed address={TOKEN_A} quote={null} />);
    expect(await screen.findByText('No Transactions Yet')).toBeInTheDocument();
    expect(screen.getByText('There are no transactions for this token')).toBeInTheDocument();
  });

  it('pages 50 rows at a time, Previous and Next disabled at the ends', async () => {
    serveApi({ ...recordRoute(1, range(1, 50), [], true), ...recordRoute(2, range(51, 3)) });
    renderInApp(<TokenActivityFeed address={TOKEN_A} quote={null} />);
    expect(await screen.findByText('Showing 50 most recent transactions')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 3 most recent transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 50 most recent transactions')).toBeInTheDocument();
  });

  it('disables Next on a full last page', async () => {
    serveApi(recordRoute(1, range(1, 50)));
    renderInApp(<TokenActivityFeed address={TOKEN_A} quote={null} />);
    expect(await screen.findByText('Showing 50 most recent transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by time, newest first, then oldest first', async () => {
    serveApi(recordRoute(1, [transactionJson(2), transactionJson(3), transactionJson(1)]));
    renderInApp(<TokenActivityFeed address={TOKEN_A} quote={null} />);
    await screen.findByRole('table', { name: 'Token activity' });
    const wallets = () =>
      bodyRows().map((row) => within(row).getByRole('button').getAttribute('aria-label'));
    expect(wallets()).toEqual([3, 2, 1].map((n) => `Copy wallet ${wallet(n)}`));
    expect(screen.getByRole('columnheader', { name: /Time/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /Time/ }));
    expect(wallets()).toEqual([1, 2, 3].map((n) => `Copy wallet ${wallet(n)}`));
    expect(screen.getByRole('columnheader', { name: /Time/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('values a NativeSwap trade at its sats and another trade at the quote', async () => {
    const pill = { name: 'Pill', symbol: 'PILL', address: TOKEN_B, decimals: 8 };
    serveApi(
      recordRoute(1, [
        transactionJson(2),
        transactionJson(1, { tokenTwo: pill, forAmount: '100', amount: String(3n * E18) }),
      ]),
    );
    // 1e15 MOTO base units a sat: 1,000 sats a MOTO.
    renderInApp(<TokenActivityFeed address={TOKEN_A} quote={10n ** 23n} />);
    await screen.findByRole('table', { name: 'Token activity' });
    const [nativeTrade, ammTrade] = bodyRows();
    expect(nativeTrade).toHaveTextContent('0.00002 rBTC');
    expect(ammTrade).toHaveTextContent('0.00003 rBTC');
  });

  it("copies a wallet and says 'Copied!' for 2 s", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveApi(recordRoute(1, [transactionJson(1)]));
    renderInApp(<TokenActivityFeed address={TOKEN_A} quote={null} />);
    const copy = await screen.findByRole('button', { name: `Copy wallet ${wallet(1)}` });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(wallet(1));
    expect(within(copy).getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(copy).getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(copy).queryByText('Copied!')).not.toBeInTheDocument();
  });
});
