import type { DevAccount } from '../accounts/dev-accounts.ts';
import type { Chain } from '../chain/chain.ts';
import { formatMint } from '../contracts/deployment-args.ts';
import type { SeedContext, SeedResult } from '../devnet.ts';
import { deriveContractAddress, saltOf } from '../vm/contract-address.ts';
import { FEES_ACCOUNT, SEED_FARM, TREASURY_ACCOUNT } from './native-world-plan.ts';
import { seedNativeWorld } from './native-world-seed.ts';
import { type SeedContracts, SeedActions } from './seed-actions.ts';
import {
  DEPLOYER,
  MINIMUM_SEED_ACCOUNTS,
  SEED_HISTORY,
  SEED_LIQUIDITY,
  SEED_TOKENS,
  TOKEN_DECIMALS,
  type SeedTokenSymbol,
} from './seed-plan.ts';

export type { SeedContracts } from './seed-actions.ts';

/** The AMM part ends here: deployments (1), approvals (2), liquidity (3), then the history. */
export const AMM_HISTORY_LAST_BLOCK = 3 + SEED_HISTORY.length;

export interface SeedWorldResult extends SeedResult {
  contracts: SeedContracts & Record<string, string>;
}

/** The seed's contract addresses: derived from the deployer and each contract's name. */
export function seedContractAddresses(deployer: string): SeedContracts {
  const at = (name: string) => deriveContractAddress(deployer, saltOf(name));
  return {
    MOTO: at('MOTO'),
    PILL: at('PILL'),
    ODYS: at('ODYS'),
    factory: at('factory'),
    router: at('router'),
    nativeSwap: at('nativeSwap'),
    staking: at('staking'),
    motoChef: at('motoChef'),
    tokenFactory: at('tokenFactory'),
    farmFactory: at('farmFactory'),
  };
}

/**
 * Queues the tokens (each account gets its initial mint), the MotoSwap factory and router,
 * NativeSwap (fees to account 9, its fees to MOTO staking), MOTO staking (rewards in MOTO, PILL
 * and ODYS), the MOTO farm (treasury: account 8) and the token and farm factories.
 */
function deployContracts(chain: Chain, accounts: readonly DevAccount[]): SeedContracts {
  const deployer = (accounts[DEPLOYER] as DevAccount).opnetAddress;
  const contracts = seedContractAddresses(deployer);
  for (const token of SEED_TOKENS) {
    chain.deploy({
      kind: token.kind,
      address: contracts[token.symbol],
      deployer,
      args: {
        name: token.name,
        symbol: token.symbol,
        decimals: TOKEN_DECIMALS,
        maxSupply: token.maxSupply.toString(),
        icon: token.icon,
        initialMints: accounts.map((account) =>
          formatMint({ to: account.opnetAddress, amount: token.perAccount }),
        ),
      },
    });
  }
  chain.deploy({ kind: 'MotoSwapFactory', address: contracts.factory, deployer, args: {} });
  chain.deploy({
    kind: 'MotoSwapRouter',
    address: contracts.router,
    deployer,
    args: { factory: contracts.factory },
  });
  const feesAddress = (accounts[FEES_ACCOUNT] as DevAccount).p2tr;
  const treasury = (accounts[TREASURY_ACCOUNT] as DevAccount).p2tr;
  chain.deploy({
    kind: 'NativeSwap',
    address: contracts.nativeSwap,
    deployer,
    args: { feesAddress, stakingContractAddress: contracts.staking },
  });
  chain.deploy({
    kind: 'MotoSwapStaking',
    address: contracts.staking,
    deployer,
    args: { moto: contracts.MOTO, rewardTokens: [contracts.PILL, contracts.ODYS] },
  });
  chain.deploy({
    kind: 'MotoChef',
    address: contracts.motoChef,
    deployer,
    args: {
      motoAddress: contracts.MOTO,
      motoPerBlock: SEED_FARM.motoPerBlock.toString(),
      BTCAllocPoint: SEED_FARM.btcAllocPoint.toString(),
      MOTOAllocPoint: SEED_FARM.motoAllocPoint.toString(),
      treasuryAddress: treasury,
    },
  });
  chain.deploy({ kind: 'OP20Factory', address: contracts.tokenFactory, deployer, args: {} });
  chain.deploy({
    kind: 'MotoChefFactory',
    address: contracts.farmFactory,
    deployer,
    args: { motoSwapFeeRecipient: treasury, opnetFeeRecipient: feesAddress },
  });
  return contracts;
}

/** Which tokens each account lets the router spend: what it will add or swap. */
function routerApprovals(): Map<number, Set<SeedTokenSymbol>> {
  const approvals = new Map<number, Set<SeedTokenSymbol>>();
  const approve = (account: number, symbol: SeedTokenSymbol) =>
    approvals.set(account, (approvals.get(account) ?? new Set()).add(symbol));
  for (const liquidity of SEED_LIQUIDITY) {
    approve(liquidity.account, liquidity.tokenA);
    approve(liquidity.account, liquidity.tokenB);
  }
  for (const trade of SEED_HISTORY.flat()) {
    if (trade.kind === 'swap') approve(trade.account, trade.path[0] as SeedTokenSymbol);
  }
  return approvals;
}

/**
 * Builds the seed world on a fresh chain: MOTO, PILL and ODYS with every development account
 * funded, the MotoSwap factory and router, three pools with liquidity and a little trading
 * history, then NativeSwap pools with listings and reservations, MOTO staking and the MOTO farm
 * (native-world-seed.ts). Everything after the deployments is a real signed interaction, sent and
 * mined as a user's would be, so blocks, receipts and events are what the product reads
 * everywhere else.
 */
export async function seedWorld(context: SeedContext): Promise<SeedWorldResult> {
  const { chain, accounts } = context;
  if (accounts.length < MINIMUM_SEED_ACCOUNTS) {
    throw new Error(`The seed world needs at least ${MINIMUM_SEED_ACCOUNTS} development accounts`);
  }
  const account = (index: number) => accounts[index] as DevAccount;
  const contracts = deployContracts(chain, accounts);
  chain.mine(1);

  const actions = new SeedActions(chain, contracts);
  for (const [index, symbols] of routerApprovals()) {
    for (const symbol of symbols) await actions.approveRouter(account(index), contracts[symbol]);
  }
  actions.sender.mine();

  for (const liquidity of SEED_LIQUIDITY) {
    await actions.addLiquidity(account(liquidity.account), liquidity);
  }
  actions.sender.mine();

  // Removing liquidity moves LP tokens through the router: approved once the pool exists.
  for (const trade of SEED_HISTORY.flat()) {
    if (trade.kind === 'removeLiquidity') {
      await actions.approveRouterOnPool(account(trade.account), trade.tokenA, trade.tokenB);
    }
  }
  for (const block of SEED_HISTORY) {
    for (const trade of block) await actions.trade(account(trade.account), trade);
    actions.sender.mine();
  }
  if (chain.height !== AMM_HISTORY_LAST_BLOCK) throw new Error('Seed: the AMM history moved');
  await seedNativeWorld(chain, accounts, actions, contracts);
  return { contracts: { ...contracts } };
}
