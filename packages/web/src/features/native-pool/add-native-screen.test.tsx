import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_PROVIDER_QUEUE_INDEX } from '@opswap/protocol/nativeswap/contract-constants';
import { routes } from '@opswap/protocol/routes/routes';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import {
  disconnectTestWallet,
  MOTO,
} from '../../entities/tokens/testing/render-with-providers.tsx';
import { fakeTokenBalance, tokenBalances } from '../../entities/tokens/testing/fake-token-hooks.ts';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../entities/transactions/testing/transaction-test-kit.ts';
import AddNativeScreen from './add-native-screen.tsx';
import { connectOwnerWallet, field, OWNER, renderPoolScreen } from './testing/native-pool-kit.tsx';

const E18 = 10n ** 18n;
const contracts = networkContracts('regtest')!;
/** MOTO at 10,000 sats. */
const QUOTE = 10n ** 22n;

const poolChain = vi.hoisted(() => ({ readNativePool: vi.fn(), readTokenOwner: vi.fn() }));
const listing = vi.hoisted(() => ({ readProviderQueueState: vi.fn(), sendListing: vi.fn() }));
const allowance = vi.hoisted(() => ({
  readAllowance: vi.fn(),
  approveSpender: vi.fn(),
  waitForAllowance: vi.fn(),
}));
const recordActivity = vi.hoisted(() => vi.fn());
const freshBalance = vi.hoisted(() => ({ value: 0n }));
const tokenLookup = vi.hoisted(() => ({
  known: [] as { address: string }[],
  useToken: (address: string | null | undefined) => ({
    data: address
      ? (tokenLookup.known.find((token) => token.address === address) ?? null)
      : undefined,
  }),
}));

vi.mock('../../entities/native-swap/native-pool-chain.ts', () => poolChain);
vi.mock('../../entities/native-swap/listing-chain.ts', () => listing);
vi.mock('../../entities/tokens/chain/allowance-chain.ts', () => allowance);
vi.mock('../../entities/tokens/use-token-balance.ts', () => ({
  ...fakeTokenBalance,
  tokenBalanceQueryOptions: () => ({
    queryKey: ['fresh-balance'],
    queryFn: async () => freshBalance.value,
  }),
}));
vi.mock('../../entities/tokens/api/get-token.ts', () => tokenLookup);
vi.mock('../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction());
vi.mock('../../entities/activity/record-activity.ts', () => ({ recordActivity }));
vi.mock('../../entities/activity/get-activity.ts', () => pendingActivity);

const POOL = {
  exists: true,
  quote: QUOTE,
  liquidity: 1_000n * E18,
  reservedLiquidity: 0n,
  virtualBTCReserve: 10n ** 10n,
  virtualTokenReserve: 10n ** 24n,
};
const QUEUE = {
  priorityQueueLength: 0,
  priorityQueueStartingIndex: 0,
  standardQueueLength: 3,
  standardQueueStartingIndex: 0,
  priorityPurgeQueueLength: 0,
  standardPurgeQueueLength: 0,
};

function providerSlot(change: Record<string, unknown> = {}) {
  return {
    provider: {
      liquidity: 0n,
      reserved: 0n,
      indexedAt: 0xffff_ffff,
      isPriority: false,
      isPurged: false,
      isActive: false,
      listedAtBlock: 0,
      ...change,
    },
    queue: QUEUE,
  };
}

function renderAddNative(path = `${routes.poolAddNative()}?token=${MOTO.address}`) {
  return renderPoolScreen(<AddNativeScreen />, path, routes.poolAddNative.pattern);
}

const button = (name: string | RegExp) => screen.findByRole('button', { name });

beforeEach(() => {
  tokenLookup.known = [MOTO];
  tokenBalances.set(MOTO.address, 1_000n * E18);
  freshBalance.value = 1_000n * E18;
  poolChain.readNativePool.mockResolvedValue(POOL);
  poolChain.readTokenOwner.mockResolvedValue(OWNER);
  listing.readProviderQueueState.mockResolvedValue(providerSlot());
  listing.sendListing.mockResolvedValue({
    transactionId: 'd'.repeat(64),
    interactionAddress: null,
    compiledTargetScript: null,
  });
  allowance.readAllowance.mockResolvedValue(0n);
  allowance.approveSpender.mockResolvedValue('a'.repeat(64));
  allowance.waitForAllowance.mockResolvedValue(undefined);
  recordActivity.mockResolvedValue({});
  connectOwnerWallet();
});

afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

describe('the add native liquidity screen', () => {
  it('takes the token from the quoteHash segment, a token address', async () => {
    renderAddNative(routes.poolAddNative(MOTO.address));
    expect(await button('Enter an amount for MOTO')).toBeDisabled();
    expect(screen.getByText('You provide no liquidity to this pool yet.')).toBeVisible();
    expect(screen.getByText('Pool price: 10,000 sats per MOTO')).toBeVisible();
  });

  it('says the pool does not exist and links to creating it', async () => {
    poolChain.readNativePool.mockResolvedValue({ ...POOL, exists: false, quote: 0n });
    renderAddNative();
    expect(await button('Pool does not exist')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create the MOTO pool' })).toHaveAttribute(
      'href',
      `${routes.poolCreate()}?token=${MOTO.address}`,
    );
    expect(listing.readProviderQueueState).not.toHaveBeenCalled();
  });

  it('shows the wallet’s position in the pool with its place in the queue', async () => {
    listing.readProviderQueueState.mockResolvedValue(
      providerSlot({ liquidity: 200n * E18, reserved: 10n * E18, indexedAt: 1, isActive: true }),
    );
    renderAddNative();
    const position = await screen.findByRole('region', { name: 'Your position' });
    expect(within(position).getByText('200 MOTO')).toBeVisible();
    expect(within(position).getByText('10 MOTO')).toBeVisible();
    expect(within(position).getByText('2,000,000 sats')).toBeVisible();
    expect(within(position).getByText('20.00%')).toBeVisible();
    expect(within(position).getByText('2/3 (Standard)')).toBeVisible();
    expect(within(position).getByText('ACTIVE')).toBeVisible();
    expect(await button('Enter an amount for MOTO')).toBeDisabled();
  });

  it('refuses the initial provider, whose liquidity is locked', async () => {
    listing.readProviderQueueState.mockResolvedValue(
      providerSlot({
        liquidity: 800n * E18,
        indexedAt: INITIAL_PROVIDER_QUEUE_INDEX,
        isActive: true,
      }),
    );
    renderAddNative();
    await userEvent.type(field('Amount'), '10');
    const refusal = 'Initial provider cannot add consecutive liquidity';
    expect(await button(refusal)).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    const position = screen.getByRole('region', { name: 'Your position' });
    expect(within(position).getByText('Locked')).toBeVisible();
    expect(
      screen.getByText(
        'You created this pool: your initial liquidity is locked and cannot be added to.',
      ),
    ).toBeVisible();
  });

  it('warns below the 50,000-sat listing minimum', async () => {
    renderAddNative();
    await userEvent.type(await screen.findByLabelText('Amount'), '4');
    expect(await button('Below minimum trade')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This listing is worth less than the minimum trade of 50,000 sats (0.0005 BTC).',
    );
  });

  it('approves NativeSwap, lists the tokens in the standard queue and records it', async () => {
    renderAddNative();
    await userEvent.type(await screen.findByLabelText('Amount'), '10');
    await userEvent.click(await button('Add Liquidity'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Liquidity' });
    expect(within(dialog).getByText('100,000 sats')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Liquidity' }));
    expect(await screen.findByRole('heading', { name: 'Liquidity submitted' })).toBeVisible();

    expect(allowance.approveSpender.mock.calls[0]?.slice(1, 3)).toEqual([
      MOTO.address,
      contracts.nativeSwap,
    ]);
    const [request, , fees] = listing.sendListing.mock.calls[0]!;
    expect(request).toEqual({
      network: 'regtest',
      contracts,
      token: MOTO.address,
      amount: 10n * E18,
      priority: false,
      outputs: [],
    });
    expect(fees).toEqual({ feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'AddLiquidityNativeSwap',
        transactionId: 'd'.repeat(64),
        data: { token: MOTO.address, amount: (10n * E18).toString() },
      }),
    );
  });

  it('shows the contract’s refusal of an initial provider in the catalogue’s words', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    listing.sendListing.mockRejectedValue(
      new Error('NATIVE_SWAP: Initial provider can only add once, if not initialLiquidity.'),
    );
    renderAddNative();
    await userEvent.type(await screen.findByLabelText('Amount'), '10');
    await userEvent.click(await button('Add Liquidity'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Liquidity' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Liquidity' }));
    const failed = await screen.findByRole('dialog', { name: 'Adding liquidity failed' });
    expect(
      within(failed).getByText('Initial provider cannot add consecutive liquidity'),
    ).toBeVisible();
    expect(recordActivity).not.toHaveBeenCalled();
  });

  it('asks a visitor to connect a wallet', async () => {
    disconnectTestWallet();
    renderAddNative();
    expect(await button('Connect Wallet')).toBeEnabled();
  });
});
