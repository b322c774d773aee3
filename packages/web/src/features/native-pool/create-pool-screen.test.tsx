import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import CreatePoolScreen from './create-pool-screen.tsx';
import {
  connectOwnerWallet,
  createPath,
  field,
  OWNER,
  renderPoolScreen,
  SOMEONE_ELSE,
} from './testing/native-pool-kit.tsx';

const E18 = 10n ** 18n;
const contracts = networkContracts('regtest')!;

const poolChain = vi.hoisted(() => ({ readNativePool: vi.fn(), readTokenOwner: vi.fn() }));
const createChain = vi.hoisted(() => ({ sendCreatePool: vi.fn() }));
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
vi.mock('./chain/create-pool-chain.ts', () => createChain);
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

const NO_POOL = {
  exists: false,
  quote: 0n,
  liquidity: 0n,
  reservedLiquidity: 0n,
  virtualBTCReserve: 0n,
  virtualTokenReserve: 0n,
};

function renderCreate(path = createPath(MOTO.address), pattern = routes.poolCreate.pattern) {
  return renderPoolScreen(<CreatePoolScreen />, path, pattern);
}

const button = (name: string | RegExp) => screen.findByRole('button', { name });

async function fillPool(floorPrice: string, liquidity: string) {
  await userEvent.type(await screen.findByLabelText('Floor price'), floorPrice);
  await userEvent.type(field('Initial liquidity'), liquidity);
}

beforeEach(() => {
  tokenLookup.known = [MOTO];
  tokenBalances.set(MOTO.address, 100_000n * E18);
  freshBalance.value = 100_000n * E18;
  poolChain.readNativePool.mockResolvedValue(NO_POOL);
  poolChain.readTokenOwner.mockResolvedValue(OWNER);
  allowance.readAllowance.mockResolvedValue(0n);
  allowance.approveSpender.mockResolvedValue('a'.repeat(64));
  allowance.waitForAllowance.mockResolvedValue(undefined);
  createChain.sendCreatePool.mockResolvedValue({
    transactionId: 'c'.repeat(64),
    interactionAddress: null,
    compiledTargetScript: null,
  });
  recordActivity.mockResolvedValue({});
  connectOwnerWallet();
});

afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

describe('the create pool screen', () => {
  it('refuses a wallet that does not own the token', async () => {
    poolChain.readTokenOwner.mockResolvedValue(SOMEONE_ELSE);
    renderCreate();
    const refusal = await screen.findByRole('alert');
    expect(
      within(refusal).getByText('Only the token owner can create its native pool.'),
    ).toBeVisible();
    expect(refusal).toHaveTextContent('The connected wallet did not deploy MOTO.');
    expect(
      screen.getByRole('button', { name: 'Only the token owner can create its native pool.' }),
    ).toBeDisabled();
    expect(poolChain.readTokenOwner).toHaveBeenCalledWith('regtest', MOTO.address);
  });

  it('takes the viewing wallet as the owner when the owner lookup fails', async () => {
    poolChain.readTokenOwner.mockRejectedValue(new Error('node unreachable'));
    renderCreate();
    await fillPool('10000', '1000');
    expect(await button('Create Pool')).toBeEnabled();
  });

  it('says the token already has a pool and links to adding liquidity to it', async () => {
    poolChain.readNativePool.mockResolvedValue({ ...NO_POOL, exists: true, quote: 10n ** 22n });
    renderCreate();
    expect(await button('Token pair already has a pool')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add liquidity to the MOTO pool' })).toHaveAttribute(
      'href',
      `${routes.poolAddNative()}?token=${MOTO.address}`,
    );
  });

  it('says a floor price the contract cannot express leaves tokens not purchasable', async () => {
    renderCreate();
    // More than a sat for each of MOTO's base units.
    await fillPool('2000000000000000000', '1000');
    const message = 'The selected floor price would result in tokens not being purchasable.';
    expect(await button(message)).toBeDisabled();
    expect(screen.getByLabelText('Floor price')).toHaveAccessibleDescription(message);
  });

  it('needs the initial liquidity worth at least 50,000 sats', async () => {
    renderCreate();
    await fillPool('10000', '4');
    const message =
      'The initial liquidity must be worth at least 50,000 sats at the floor price; it is worth 40,000 sats.';
    expect(await button(message)).toBeDisabled();
    expect(screen.getByText(message, { selector: 'p' })).toBeVisible();
  });

  it('shows what the floor price means: the opening price and what 1 BTC buys', async () => {
    renderCreate();
    await fillPool('10000', '1000');
    expect(
      await screen.findByText('Opens at 10,000 sats per MOTO: 1 BTC buys 10,000 MOTO.'),
    ).toBeVisible();
    expect(screen.getByText('Worth 10,000,000 sats at the floor price')).toBeVisible();
  });

  it('approves NativeSwap, creates the pool with the form’s arguments and records it', async () => {
    renderCreate();
    await fillPool('10000', '1000');
    await userEvent.click(screen.getByRole('checkbox', { name: /Anti-bot protection/ }));
    await userEvent.type(field('Anti-bot enabled for'), '10');
    await userEvent.type(field('Maximum tokens per reservation'), '5');
    await userEvent.clear(field('Maximum reserved in 5 blocks'));
    await userEvent.type(field('Maximum reserved in 5 blocks'), '60');
    await userEvent.click(await button('Create Pool'));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Pool Creation' });
    expect(within(dialog).getByText(/NativeSwap may not spend your MOTO yet/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Pool' }));
    expect(await screen.findByRole('heading', { name: 'Pool creation submitted' })).toBeVisible();

    expect(allowance.approveSpender.mock.calls[0]?.slice(1, 3)).toEqual([
      MOTO.address,
      contracts.nativeSwap,
    ]);
    const [request, , fees] = createChain.sendCreatePool.mock.calls[0]!;
    const pool = {
      floorPrice: 10n ** 14n,
      initialLiquidity: 1_000n * E18,
      receiver: 'bcrt1p6f0xvqe892y0fvm2hwnmmj6fzczp7lx6tluvwhymcca4d7a45jjsjnreze',
      antiBotEnabledFor: 10,
      antiBotMaximumTokensPerReservation: 5n * E18,
      maxReservesIn5BlocksPercent: 60,
    };
    expect(request).toEqual({ network: 'regtest', contracts, token: MOTO.address, pool });
    expect(fees).toEqual({ feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'CreatePool',
        transactionId: 'c'.repeat(64),
        data: {
          token: MOTO.address,
          floorPrice: '100000000000000',
          initialLiquidity: (1_000n * E18).toString(),
          receiver: pool.receiver,
          antiBotEnabledFor: 10,
          antiBotMaximumTokensPerReservation: (5n * E18).toString(),
          maxReservesIn5BlocksPercent: 60,
        },
      }),
    );
  });

  it('sends the pool to another receiver when one is typed', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    renderCreate();
    await fillPool('10000', '1000');
    await userEvent.clear(field('Receiver'));
    await userEvent.type(field('Receiver'), 'short');
    expect(await button('Enter a valid receiver address')).toBeDisabled();
    await userEvent.type(field('Receiver'), 'bcrt1qsomeoneelse0000000000000');
    await userEvent.click(await button('Create Pool'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Pool Creation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Pool' }));
    await screen.findByRole('heading', { name: 'Pool creation submitted' });
    expect(allowance.approveSpender).not.toHaveBeenCalled();
    expect(createChain.sendCreatePool.mock.calls[0]![0].pool.receiver).toBe(
      'shortbcrt1qsomeoneelse0000000000000',
    );
  });

  it('shows a failed creation in the failure dialog, in the catalogue’s words', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    createChain.sendCreatePool.mockRejectedValue(new Error('NATIVE_SWAP: Base quote already set.'));
    renderCreate();
    await fillPool('10000', '1000');
    await userEvent.click(await button('Create Pool'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Pool Creation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Pool' }));
    const failed = await screen.findByRole('dialog', { name: 'Pool creation failed' });
    expect(within(failed).getByText('Token pair already has a pool')).toBeVisible();
    expect(recordActivity).not.toHaveBeenCalled();
  });

  it('starts empty on /pool/create-new, whatever the address says', async () => {
    renderCreate(`${routes.poolCreateNew()}?token=${MOTO.address}`, routes.poolCreateNew.pattern);
    expect(await button('Select a token')).toBeDisabled();
    expect(poolChain.readTokenOwner).not.toHaveBeenCalled();
  });

  it('asks a visitor to connect a wallet', async () => {
    disconnectTestWallet();
    renderCreate();
    expect(await button('Connect Wallet')).toBeEnabled();
  });
});
