import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { responseCache } from '../../../lib/api/api-client.ts';
import type { ApiUser } from '../../../lib/api/api-client.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { NotificationsDropdown } from './notifications-dropdown.tsx';

const PUBLIC_KEY = `02${'ab'.repeat(32)}`;
let apiUser: ApiUser = { network: 'regtest', publicKey: null, sessionToken: null };

vi.mock('../../../lib/wallet/session.ts', () => ({
  useApiUser: () => apiUser,
  ensureSession: vi.fn(),
  dropSession: vi.fn(),
}));
vi.mock('../../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 100 }));

const READY_HASH = 'a'.repeat(64);
const PENDING_HASH = 'b'.repeat(64);
const LISTING_ID = 'c'.repeat(64);
const TOKEN = `0x${'d'.repeat(64)}`;

const reservation = (
  hash: string,
  status: string,
  expiresAtBlock: number | null,
  timestamp: number,
) => ({
  hash,
  tokenSymbol: 'MOTO',
  tokenAddress: TOKEN,
  status,
  amountIn: '150000',
  amountOut: '1000',
  confirmedAtBlock: expiresAtBlock === null ? null : 98,
  expiresAtBlock,
  timestamp,
  lastUpdated: timestamp,
  simulationResult: { estimatedGas: '1', estimatedSatGas: '1', minTokenOut: '1' },
  settings: { slippage: 20, miningFee: 3, priorityFee: 0, reorgProtection: 0 },
});

const ROUTES: Record<string, unknown> = {
  reservations: [
    reservation(PENDING_HASH, 'Pending', null, 2_000),
    reservation(READY_HASH, 'Completed', 104, 1_000),
  ],
  'activity/all?page=1': [],
  'activity/all/ListNativeSwap?page=1': [
    {
      transactionId: LISTING_ID,
      type: 'ListNativeSwap',
      status: 'Completed',
      timestamp: 500,
      lastUpdated: 500,
      data: { token: TOKEN, amount: '2500000000000000000' },
    },
  ],
  [`search/token/${TOKEN}`]: {
    address: TOKEN,
    p2op: 'opr1token',
    name: 'Motoswap',
    symbol: 'MOTO',
    decimals: 18,
    verified: true,
    maxSupply: '1000',
    image: '',
    balance: '0',
    balanceBigint: '0',
  },
};

function mockApi() {
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = String(input);
    const path = url.replace(/^.*\/api\/v1\/bitcoin\/regtest\/[^/]+\//, '');
    const body = ROUTES[decodeURIComponent(path)];
    return body === undefined
      ? new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Connects an OP_WALLET; with a session token the api user is signed in. */
function connectWallet(sessionToken: string | null) {
  useWalletStore.setState({
    wallet: {
      kind: 'OP_WALLET',
      address: 'bcrt1pexample',
      publicKey: PUBLIC_KEY,
      sender: null,
      signer: null,
      chain: 'BITCOIN_REGTEST',
    },
  });
  apiUser = { network: 'regtest', publicKey: PUBLIC_KEY, sessionToken };
}

function renderDropdown() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationsDropdown />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationsDropdown', () => {
  beforeEach(() => {
    responseCache.clear();
    useWalletStore.setState({ wallet: null });
    apiUser = { network: 'regtest', publicKey: null, sessionToken: null };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says 'You have no notifications' without a wallet and calls no api", async () => {
    const fetchMock = mockApi();
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'You have no notifications',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows reservation and listing notifications of the signed-in user', async () => {
    const fetchMock = mockApi();
    connectWallet('session');
    renderDropdown();

    const bell = await screen.findByRole('button', { name: 'Notifications (3)' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });

    expect(within(panel).getByText('Pending block confirmation')).toBeInTheDocument();
    expect(within(panel).getByText('Ready')).toBeInTheDocument();
    expect(within(panel).getByText('Expires in 4 blocks')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Use Reservation' })).toHaveAttribute(
      'href',
      `/swap/native/execute/${READY_HASH}`,
    );
    expect(within(panel).getAllByText('Reservation: 0.0015 rBTC for MOTO')).toHaveLength(2);

    expect(within(panel).getByText('Listing active')).toBeInTheDocument();
    expect(await within(panel).findByText('Listed 2.5 MOTO')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Listing' })).toHaveAttribute(
      'href',
      `/activity/active-listings/${LISTING_ID}`,
    );
    // The listing's token is looked up without the session, so it stays out of Recent Searches.
    const tokenLookup = fetchMock.mock.calls.find(([input]) => String(input).includes('search/'));
    expect(tokenLookup).toBeDefined();
    expect(tokenLookup?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('shows what a listing sold and leaves out a listing cancelled afterwards', async () => {
    const saved = { ...ROUTES };
    const OTHER = `0x${'e'.repeat(64)}`;
    const listing = (transactionId: string, token: string, extra: object = {}) => ({
      transactionId,
      type: 'ListNativeSwap',
      status: 'Completed',
      timestamp: 500,
      lastUpdated: 500,
      data: { token, amount: '2500000000000000000', ...extra },
    });
    ROUTES['activity/all/ListNativeSwap?page=1'] = [
      listing(LISTING_ID, TOKEN, { amountSold: '1000000000000000000' }),
      listing('f'.repeat(64), OTHER),
    ];
    ROUTES['activity/all/CancelListingNativeSwap?page=1'] = [
      {
        transactionId: '9'.repeat(64),
        type: 'CancelListingNativeSwap',
        status: 'Completed',
        timestamp: 600,
        lastUpdated: 600,
        data: { token: OTHER },
      },
    ];
    try {
      mockApi();
      connectWallet('session');
      renderDropdown();
      await userEvent.click(await screen.findByRole('button', { name: 'Notifications (3)' }));
      const panel = screen.getByRole('region', { name: 'Notifications' });
      expect(within(panel).getAllByText('Listing active')).toHaveLength(1);
      expect(await within(panel).findByText('Sold 1 MOTO')).toBeInTheDocument();
    } finally {
      for (const key of Object.keys(ROUTES)) delete ROUTES[key];
      Object.assign(ROUTES, saved);
    }
  });

  it('asks a connected wallet without a session to sign in', async () => {
    connectWallet(null);
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You have no notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
