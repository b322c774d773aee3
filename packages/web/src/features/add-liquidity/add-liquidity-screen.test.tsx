import { Address } from '@btc-vision/transaction';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import {
  connectTestWallet,
  disconnectTestWallet,
  MOTO,
  ODYS,
  PILL,
  RBTC,
  TEST_WALLET,
} from '../../entities/tokens/testing/render-with-providers.tsx';
import {
  fakePopularTokens,
  fakeRecentSearches,
  fakeTokenBalance,
  tokenBalances,
} from '../../entities/tokens/testing/fake-token-hooks.ts';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../entities/transactions/testing/transaction-test-kit.ts';
import { useSettingsStore } from '../../entities/settings/stores/settings-store.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { currentLocation, renderAddLiquidity } from './testing/add-liquidity-kit.tsx';

const E18 = 10n ** 18n;
const ROUTER = networkContracts('regtest')!.router;
const VIEWER = `0x${'11'.repeat(32)}`;

const pairChain = vi.hoisted(() => ({ readPairPool: vi.fn(), motoswapRouter: vi.fn() }));
const addChain = vi.hoisted(() => ({ sendAddLiquidity: vi.fn() }));
const nativeChain = vi.hoisted(() => ({ readNativePool: vi.fn(), readTokenOwner: vi.fn() }));
const allowance = vi.hoisted(() => ({
  readAllowance: vi.fn(),
  approveSpender: vi.fn(),
  waitForAllowance: vi.fn(),
}));
const recordActivity = vi.hoisted(() => vi.fn());
const knownTokens = vi.hoisted(() => new Map<string, Token>());

vi.mock('../../entities/pools/pair-chain.ts', () => pairChain);
vi.mock('./chain/add-liquidity-chain.ts', () => addChain);
vi.mock('../../entities/native-swap/native-pool-chain.ts', () => nativeChain);
vi.mock('../../entities/tokens/chain/allowance-chain.ts', () => allowance);
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction(20n));
vi.mock('../../entities/activity/record-activity.ts', () => ({ recordActivity }));
vi.mock('../../entities/activity/get-activity.ts', () => pendingActivity);
vi.mock('../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);
vi.mock('../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));
vi.mock('../../entities/tokens/api/get-token.ts', () => ({
  useToken: (address: string | undefined) => ({
    data: address ? knownTokens.get(address) : undefined,
  }),
}));
vi.mock('../../entities/tokens/api/get-popular-tokens.ts', () => fakePopularTokens);
vi.mock('../../entities/tokens/api/get-recent-searches.ts', () => fakeRecentSearches);
vi.mock('../../entities/activity/use-watch-held-tokens.ts', () => ({
  useWatchHeldTokens: () => undefined,
}));

/** A token's NativeSwap pool as read, empty unless `exists`. */
function nativePool(exists: boolean) {
  const reserve = exists ? 1_000n * E18 : 0n;
  return {
    exists,
    quote: 0n,
    liquidity: reserve,
    reservedLiquidity: 0n,
    virtualBTCReserve: reserve,
    virtualTokenReserve: reserve,
  };
}

/** A MOTO/PILL pool at 1 MOTO = 4 PILL with 2,000 LP, answered in the order asked. */
function motoPillPool(tokenA: string) {
  const motoFirst = tokenA === MOTO.address;
  return {
    poolAddress: `0x${'dd'.repeat(32)}`,
    tokenA,
    tokenB: motoFirst ? PILL.address : MOTO.address,
    token0: MOTO.address,
    reserveA: motoFirst ? 1_000n * E18 : 4_000n * E18,
    reserveB: motoFirst ? 4_000n * E18 : 1_000n * E18,
    totalSupply: 2_000n * E18,
    blockTimestampLast: 0n,
    decimals: 18,
  };
}

/** Neither the token's owner nor its native pool was read. */
function expectNoNativeReads() {
  expect(nativeChain.readTokenOwner).not.toHaveBeenCalled();
  expect(nativeChain.readNativePool).not.toHaveBeenCalled();
}

const field = (name: 'Token one' | 'Token two') => screen.getByRole('textbox', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** The pair step of MOTO/PILL, its pool read. */
async function openPair() {
  renderAddLiquidity(routes.poolAdd(MOTO.address, PILL.address));
  await waitFor(() => expect(button('Next')).toBeEnabled());
}

/** The amounts step of MOTO/PILL with `amount` typed as token one, the other side computed. */
async function openAmounts(amount = '10') {
  await openPair();
  await userEvent.click(button('Next'));
  await userEvent.type(field('Token one'), amount);
  await waitFor(() => expect(field('Token two')).not.toHaveValue(''));
}

beforeEach(() => {
  for (const token of [MOTO, PILL, ODYS, RBTC]) knownTokens.set(token.address, token);
  tokenBalances.set(MOTO.address, 100n * E18);
  tokenBalances.set(PILL.address, 1_000n * E18);
  tokenBalances.set(ODYS.address, 1_000n * E18);
  pairChain.readPairPool.mockImplementation(async (_network, _contracts, tokenA: string) =>
    motoPillPool(tokenA),
  );
  allowance.readAllowance.mockImplementation(async (_network, token: string) =>
    token === MOTO.address ? 0n : 10n ** 30n,
  );
  allowance.approveSpender.mockResolvedValue('a'.repeat(64));
  allowance.waitForAllowance.mockResolvedValue(undefined);
  addChain.sendAddLiquidity.mockResolvedValue('b'.repeat(64));
  nativeChain.readTokenOwner.mockResolvedValue(VIEWER);
  nativeChain.readNativePool.mockResolvedValue(nativePool(false));
  recordActivity.mockResolvedValue({});
  useSettingsStore.setState({
    settings: { ...useSettingsStore.getState().settings, maxSlippage: 50, blockDeadline: 10 },
  });
  connectTestWallet({ ...TEST_WALLET, sender: Address.fromString(VIEWER) });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  disconnectTestWallet();
});

describe('the pair step', () => {
  it('preselects the pair from the address and shows its pool', async () => {
    await openPair();
    expect(button('Token one: MOTO')).toBeInTheDocument();
    expect(button('Token two: PILL')).toBeInTheDocument();
    const reserves = await screen.findByLabelText('Pool reserves');
    expect(within(reserves).getByText('1,000 MOTO')).toBeInTheDocument();
    expect(within(reserves).getByText('4,000 PILL')).toBeInTheDocument();
    expect(pairChain.readPairPool).toHaveBeenCalledWith(
      'regtest',
      expect.objectContaining({ router: ROUTER }),
      MOTO.address,
      PILL.address,
    );
  });

  it('asks for the tokens until both are picked, and the address follows the choice', async () => {
    renderAddLiquidity(routes.poolAdd());
    expect(button('Select Tokens')).toBeDisabled();
    await userEvent.click(button('Token one: Select Token'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Select a token' })).getByRole('button', {
        name: 'MOTO',
      }),
    );
    expect(currentLocation()).toBe(routes.poolAdd(MOTO.address));
    await userEvent.click(button('Token two: Select Token'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Select a token' })).getByRole('button', {
        name: 'ODYS',
      }),
    );
    expect(currentLocation()).toBe(routes.poolAdd(MOTO.address, ODYS.address));
    expect(button('Token two: ODYS')).toBeInTheDocument();
  });

  it('shows why the pool could not be read', async () => {
    pairChain.readPairPool.mockRejectedValue(new Error('Factory address is dead'));
    renderAddLiquidity(routes.poolAdd(MOTO.address, PILL.address));
    expect(await screen.findByRole('alert')).toHaveTextContent('Factory address is dead');
  });

  it('shows a visitor the pool and asks them to connect a wallet', async () => {
    disconnectTestWallet();
    renderAddLiquidity(routes.poolAdd(MOTO.address, PILL.address));
    expect(await screen.findByLabelText('Pool reserves')).toHaveTextContent('1,000 MOTO');
    await userEvent.click(button('Connect Wallet'));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
  });
});

describe('the amounts step', () => {
  it('computes token two from the reserves 400 ms after typing stops', async () => {
    await openPair();
    await userEvent.click(button('Next'));
    vi.useFakeTimers();
    fireEvent.change(field('Token one'), { target: { value: '10' } });
    expect(field('Token two')).toHaveValue('');
    await act(async () => vi.advanceTimersByTime(399));
    expect(field('Token two')).toHaveValue('');
    await act(async () => vi.advanceTimersByTime(1));
    expect(field('Token two')).toHaveValue('40');
    vi.useRealTimers();
    // 10 of 1,000 MOTO mints 1% of 2,000 LP: 20 LP, 20 of 2,020.
    expect(screen.getByText('LP tokens to receive').parentElement).toHaveTextContent('20');
    expect(screen.getByText('Share of pool').parentElement).toHaveTextContent('0.99%');
    expect(button('Next')).toBeEnabled();
  });

  it('computes token one when token two is typed', async () => {
    await openPair();
    await userEvent.click(button('Next'));
    await userEvent.type(field('Token two'), '8');
    await waitFor(() => expect(field('Token one')).toHaveValue('2'));
  });

  it('shows the balances and applies the balance rule: the amount plus 0.1%', async () => {
    // 40 PILL plus 0.1% is 40.04: a balance of 40.02 is short, though the field holds less.
    tokenBalances.set(PILL.address, 40n * E18 + 2n * 10n ** 16n);
    await openAmounts('10');
    expect(screen.getByText('Balance: 100 MOTO')).toBeInTheDocument();
    expect(screen.getByText('Balance: 40.02 PILL')).toBeInTheDocument();
    expect(button('Insufficient PILL balance')).toBeDisabled();
    expect(field('Token two')).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks an amount above the balance itself in the error style', async () => {
    tokenBalances.set(MOTO.address, 5n * E18);
    await openAmounts('10');
    expect(button('Insufficient MOTO balance')).toBeDisabled();
    expect(field('Token one')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the first provider set both amounts, and says the ratio sets the price', async () => {
    pairChain.readPairPool.mockResolvedValue(null);
    renderAddLiquidity(routes.poolAdd(MOTO.address, PILL.address));
    expect(
      await screen.findByText(
        'You are the first liquidity provider: the ratio you add sets the price.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(button('Next'));
    await userEvent.type(field('Token one'), '1');
    await userEvent.type(field('Token two'), '4');
    expect(field('Token one')).toHaveValue('1');
    // sqrt(1 x 4) less the 1,000 locked base units.
    expect(await screen.findByText('1.9999')).toBeInTheDocument();
    expect(screen.getByText('Share of pool').parentElement).toHaveTextContent('99.99%');
    expect(button('Next')).toBeEnabled();
  });
});

describe('the steps', () => {
  it('go next and previous, and jump back to an earlier step from the indicator', async () => {
    await openAmounts('10');
    await userEvent.click(button('Next'));
    const steps = screen.getByRole('list', { name: 'Add liquidity steps' });
    expect(within(steps).getByText('Review & Supply').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).queryByRole('button', { name: /Review/ })).toBeNull();
    await userEvent.click(button('Previous'));
    expect(field('Token one')).toHaveValue('10');
    await userEvent.click(button('Next'));
    await userEvent.click(within(steps).getByRole('button', { name: /Select Pair/ }));
    expect(button('Token one: MOTO')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Token one' })).toBeNull();
  });
});

describe('the review step', () => {
  it('shows the minimums at the slippage, approves only the short token, then supplies', async () => {
    await openAmounts('10');
    await userEvent.click(button('Next'));
    const row = (label: string) => screen.getByText(label).parentElement!;
    expect(row('Minimum MOTO deposited')).toHaveTextContent('9.95 MOTO');
    expect(row('Minimum PILL deposited')).toHaveTextContent('39.8 PILL');
    expect(row('Max slippage')).toHaveTextContent('0.50%');
    expect(row('Deadline')).toHaveTextContent('10 blocks');
    expect(row('LP tokens to receive')).toHaveTextContent('20');
    expect(row('Share of pool')).toHaveTextContent('0.99%');
    expect(await screen.findByText(/approves the router to spend your MOTO/)).toBeInTheDocument();
    expect(screen.queryByText(/spend your PILL/)).toBeNull();

    await userEvent.click(button('Supply'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Supply' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Supply' }));
    expect(await screen.findByRole('heading', { name: 'Liquidity added' })).toBeInTheDocument();

    expect(allowance.approveSpender).toHaveBeenCalledOnce();
    expect(allowance.approveSpender).toHaveBeenCalledWith(
      'regtest',
      MOTO.address,
      ROUTER,
      0n,
      expect.anything(),
      expect.anything(),
    );
    expect(addChain.sendAddLiquidity).toHaveBeenCalledWith(
      expect.objectContaining({
        tokenA: MOTO.address,
        tokenB: PILL.address,
        amountADesired: 10n * E18,
        amountBDesired: 40n * E18,
        amountAMin: 995n * 10n ** 16n,
        amountBMin: 398n * 10n ** 17n,
        deadline: 30n,
      }),
      expect.anything(),
      expect.anything(),
    );
    expect(recordActivity).toHaveBeenCalledWith({
      type: 'AddLiquidity',
      transactionId: 'b'.repeat(64),
      data: {
        tokenOne: MOTO.address,
        tokenTwo: PILL.address,
        amountOne: (10n * E18).toString(),
        amountTwo: (40n * E18).toString(),
        liquidity: (20n * E18).toString(),
      },
    });
    expect(screen.getByText('Supplied 10 MOTO and 40 PILL')).toBeInTheDocument();
  });

  it('approves nothing when both allowances suffice', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    await openAmounts('10');
    await userEvent.click(button('Next'));
    await userEvent.click(button('Supply'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Supply' });
    expect(within(dialog).queryByText(/approves the router/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Supply' }));
    await screen.findByRole('heading', { name: 'Liquidity added' });
    expect(allowance.approveSpender).not.toHaveBeenCalled();
  });

  it('shows a failed deposit in the failure dialog and goes back to the review', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    addChain.sendAddLiquidity.mockRejectedValue(new Error('User rejected the request.'));
    await openAmounts('10');
    await userEvent.click(button('Next'));
    await userEvent.click(button('Supply'));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Supply' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm Supply' }));
    const failed = await screen.findByRole('dialog', { name: 'Adding liquidity failed' });
    expect(failed).toHaveTextContent('User rejected the request.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to Add Liquidity' }));
    expect(button('Supply')).toBeEnabled();
    expect(recordActivity).not.toHaveBeenCalled();
  });
});

describe('a pair with the native coin', () => {
  it('sends the owner of a token without a native pool to create it', async () => {
    renderAddLiquidity(routes.poolAdd('bitcoin', MOTO.address));
    expect(await screen.findByText('create pool page')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/pool/create?token=${MOTO.address}`);
    expect(nativeChain.readTokenOwner).toHaveBeenCalledWith('regtest', MOTO.address);
    expect(nativeChain.readNativePool).toHaveBeenCalledWith(
      'regtest',
      expect.anything(),
      MOTO.address,
    );
  });

  it('sends the owner to add native liquidity when the native pool exists', async () => {
    nativeChain.readNativePool.mockResolvedValue(nativePool(true));
    renderAddLiquidity(routes.poolAdd('bitcoin', MOTO.address));
    expect(await screen.findByText('add native page')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/pool/add-native?token=${MOTO.address}`);
  });

  it('flags anyone else’s pair native and sends them to add native liquidity', async () => {
    nativeChain.readTokenOwner.mockResolvedValue(`0x${'22'.repeat(32)}`);
    renderAddLiquidity(routes.poolAdd(MOTO.address, 'bitcoin'));
    expect(await screen.findByText('add native page')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/pool/add-native?token=${MOTO.address}`);
  });

  it('waits for the token while only the coin is picked', async () => {
    renderAddLiquidity(routes.poolAdd('bitcoin'));
    expect(
      await screen.findByText(/Liquidity against rBTC goes to a token's NativeSwap pool/),
    ).toBeInTheDocument();
    expect(button('Select Tokens')).toBeDisabled();
    expectNoNativeReads();
  });

  it('counts the viewer as the owner when the owner read fails', async () => {
    nativeChain.readTokenOwner.mockRejectedValue(new Error('execution reverted'));
    renderAddLiquidity(routes.poolAdd('bitcoin', MOTO.address));
    expect(await screen.findByText('create pool page')).toBeInTheDocument();
  });

  it('asks a visitor to connect a wallet before reading the owner or the pool', async () => {
    disconnectTestWallet();
    renderAddLiquidity(routes.poolAdd('bitcoin', MOTO.address));
    expect(
      await screen.findByText('Connect your wallet to add liquidity against rBTC.'),
    ).toBeInTheDocument();
    expectNoNativeReads();
  });

  it('shows why the native pool could not be checked', async () => {
    nativeChain.readNativePool.mockRejectedValue(new Error('NATIVE_SWAP: Contract is paused.'));
    renderAddLiquidity(routes.poolAdd('bitcoin', MOTO.address));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(currentLocation()).toBe(routes.poolAdd('bitcoin', MOTO.address));
  });
});
