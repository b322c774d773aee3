// The farms on chain: the network's MotoChef and the farms its MotoChef factory deployed, read
// and farmed through the opnet client; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { type BaseContractProperties, getContract, type IMotoChef } from 'opnet';
import { FARM_FACTORY_READS_ABI, TEMPLATE_FARM_ABI } from '@opswap/protocol/farms/farm-abi';
import {
  FARM_TEXTS,
  farmPendingHarvest,
  farmRewardsPerBlock,
  farmTokenOf,
  isBtcPool,
  poolRewardsPerBlock,
  type FarmAction,
  type FarmSchedule,
} from '@opswap/protocol/farms/farm-figures';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { op20Contract } from '../../../entities/tokens/chain/token-chain.ts';
import { sendSimulated, senderOf } from '../../../entities/transactions/transaction-chain.ts';
import type { Farm, FarmPool, FarmToken } from '../farm-data.ts';

/** A farm's address, and whether the factory deployed it (it then has a name of its own). */
export interface FarmAddress {
  address: string;
  deployed: boolean;
}

interface FarmFactoryReads extends BaseContractProperties {
  getDeploymentsCount(): Promise<{ properties: { count: number } }>;
  getDeploymentByIndex(index: number): Promise<{ properties: { motoChef: Address } }>;
}

interface TemplateFarm extends IMotoChef {
  getFarmName(): Promise<{ properties: { name: string } }>;
}

/** A farm, read (and simulated) as `sender`: a factory farm has its name besides MotoChef's methods. */
function chefContract(network: ProductNetwork, farm: string, sender?: Address): TemplateFarm {
  return getContract<TemplateFarm>(
    Address.fromString(farm),
    TEMPLATE_FARM_ABI,
    getProvider(network),
    bitcoinNetwork(network),
    sender,
  );
}

/** The network's MotoChef, then every farm its MotoChef factory deployed, in deployment order. */
export async function readFarmAddresses(
  network: ProductNetwork,
  contracts: NetworkContracts,
): Promise<FarmAddress[]> {
  const factory = getContract<FarmFactoryReads>(
    Address.fromString(contracts.farmFactory),
    FARM_FACTORY_READS_ABI,
    getProvider(network),
    bitcoinNetwork(network),
  );
  const { count } = (await factory.getDeploymentsCount()).properties;
  const deployments = await Promise.all(
    Array.from({ length: count }, (_, index) => factory.getDeploymentByIndex(index)),
  );
  const deployed = deployments
    .map((deployment) => deployment.properties.motoChef.toHex())
    // A token deployed without a farm leaves the dead address as its farm.
    .filter((address) => address !== DEAD_ADDRESS)
    .map((address) => ({ address, deployed: true }));
  return [{ address: contracts.motoChef, deployed: false }, ...deployed];
}

async function readToken(network: ProductNetwork, address: string) {
  const { name, symbol, decimals, totalSupply } = (await op20Contract(network, address).metadata())
    .properties;
  return { token: { address, name, symbol, decimals } satisfies FarmToken, totalSupply };
}

async function readSchedule(chef: IMotoChef, network: ProductNetwork): Promise<FarmSchedule> {
  const block = await getProvider(network).getBlockNumber();
  const [perBlock, multiplier, totalAlloc] = await Promise.all([
    chef.getMotoPerBlock(),
    chef.getMultiplier(block, block + 1n),
    chef.totalAllocPoint(),
  ]);
  return {
    rewardPerBlock: perBlock.properties.motoPerBlock,
    multiplier: multiplier.properties.multiplier,
    totalAllocPoint: totalAlloc.properties.totalAllocPoint,
  };
}

async function readPool(
  network: ProductNetwork,
  chef: IMotoChef,
  farm: string,
  poolId: number,
  lpToken: string,
  schedule: FarmSchedule,
  user: Address | null,
): Promise<FarmPool> {
  const btc = isBtcPool(poolId, lpToken);
  const [info, token, totalSupply, userInfo, pending] = await Promise.all([
    chef.getPoolInfo(poolId),
    btc ? null : readToken(network, lpToken),
    btc
      ? chef.totalBTCStaked().then((result) => result.properties.totalBTCStaked)
      : op20Contract(network, lpToken)
          .balanceOf(Address.fromString(farm))
          .then((result) => result.properties.balance),
    user ? chef.getUserInfo(poolId, user) : null,
    user ? chef.pendingMoto(poolId, user) : null,
  ]);
  const allocPoint = info.properties.allocPoint;
  return {
    poolId,
    token: token?.token ?? null,
    allocPoint,
    totalSupply,
    rewardsPerBlock: poolRewardsPerBlock(schedule, allocPoint),
    deposited: userInfo?.properties.amount ?? null,
    pending: pending?.properties.pendingMoto ?? null,
  };
}

/** One farm with every pool, and the wallet's figures when `user` is given. */
export async function readFarm(
  network: ProductNetwork,
  farm: FarmAddress,
  user: Address | null,
): Promise<Farm> {
  const chef = chefContract(network, farm.address);
  const [lpTokens, schedule, name] = await Promise.all([
    chef.getLpTokens().then((result) => result.properties.lpTokens.map((token) => token.toHex())),
    readSchedule(chef, network),
    farm.deployed
      ? chef.getFarmName().then((result) => result.properties.name)
      : FARM_TEXTS.mainFarmName,
  ]);
  const tokenAddress = farmTokenOf(lpTokens);
  if (tokenAddress === null) throw new Error(`The farm ${farm.address} has no token pool`);
  const [{ token, totalSupply }, balance, pools] = await Promise.all([
    readToken(network, tokenAddress),
    user
      ? op20Contract(network, tokenAddress)
          .balanceOf(user)
          .then((result) => result.properties.balance)
      : null,
    Promise.all(
      lpTokens.map((lpToken, poolId) =>
        readPool(network, chef, farm.address, poolId, lpToken, schedule, user),
      ),
    ),
  ]);
  return {
    address: farm.address,
    name,
    token,
    decimals: token.decimals,
    balance,
    pendingHarvest: farmPendingHarvest(pools.map((pool) => pool.pending)),
    totalSupply,
    rewardsPerBlock: farmRewardsPerBlock(schedule),
    pools,
  };
}

/** Every farm of the network, read at once; the wallet's figures when `user` is given. */
export async function readFarms(
  network: ProductNetwork,
  contracts: NetworkContracts,
  user: Address | null,
): Promise<Farm[]> {
  const addresses = await readFarmAddresses(network, contracts);
  return Promise.all(addresses.map((farm) => readFarm(network, farm, user)));
}

/**
 * The wallet whose figures a farm read includes, as plain data a worker can receive: its OP_NET
 * address (32 bytes in hex) and its public key, which make the sender `Address` again.
 */
export interface FarmReader {
  address: string;
  publicKey: string;
}

/** Every farm of the network, with the figures of `reader` when one is given (read in the page's chain worker). */
export function readFarmsFor(
  network: ProductNetwork,
  contracts: NetworkContracts,
  reader: FarmReader | null,
): Promise<Farm[]> {
  const user = reader === null ? null : Address.fromString(reader.address, reader.publicKey);
  return readFarms(network, contracts, user);
}

/** What a farm action sends: the farm, the pool and, for deposits and withdrawals, the amount. */
export interface FarmCall {
  action: FarmAction;
  farm: string;
  poolId: number;
  amount: bigint;
}

/**
 * deposit(poolId, amount, to), withdraw(poolId, amount, to) or harvest(poolId, to), `to` being
 * the wallet: simulated (a revert stops it with the contract's message), then sent.
 */
export async function sendFarmCall(
  network: ProductNetwork,
  call: FarmCall,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<string> {
  const sender = senderOf(wallet);
  const chef = chefContract(network, call.farm, sender);
  const simulation =
    call.action === 'deposit'
      ? await chef.deposit(call.poolId, call.amount, sender)
      : call.action === 'withdraw'
        ? await chef.withdraw(call.poolId, call.amount, sender)
        : await chef.harvest(call.poolId, sender);
  if (simulation.revert) throw new Error(simulation.revert);
  return sendSimulated(simulation, wallet, network, fees);
}
