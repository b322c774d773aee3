// The MotoChef factory behind the deploy pages: the wallet's tokens and farms, and the token and
// farm deployments; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { type BaseContractProperties, type CallResult, getContract, type OPNetEvent } from 'opnet';
import { FARM_FACTORY_DEPLOY_ABI } from '@opswap/protocol/deploy/farm-factory-abi';
import type { FarmDeployParams } from '@opswap/protocol/deploy/farm-deploy-form';
import { TEMPLATE_FARM_ABI } from '@opswap/protocol/farms/farm-abi';
import type { TokenDeployParams } from '@opswap/protocol/deploy/token-deploy-form';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { isDeadAddress } from '@opswap/protocol/tokens/token';
import { resolveRecipient } from '../../../entities/accounts/account-chain.ts';
import { op20Contract } from '../../../entities/tokens/chain/token-chain.ts';
import { sendSimulated, senderOf } from '../../../entities/transactions/transaction-chain.ts';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import type { DeployedFarm, MyDeployment } from '../deployments.ts';

type Deployed<Event extends { [name: string]: Address }> = CallResult<
  { success: boolean },
  OPNetEvent<Event>[]
>;

interface FarmFactory extends BaseContractProperties {
  deployToken(
    maxSupply: bigint,
    decimals: number,
    name: string,
    symbol: string,
    initialMintTo: Address,
    initialMintAmount: bigint,
    freeMintSupply: bigint,
    freeMintPerTx: bigint,
    tokenOwner: Address,
  ): Promise<Deployed<{ token: Address }>>;
  deployMotoChef(
    tokenPerBlock: bigint,
    bonusEndBlock: bigint,
    bonusMultiplier: bigint,
    btcAllocPoint: bigint,
    tokenAddress: Address,
    tokenAllocPoint: bigint,
    userBTCFeePercentage: bigint,
    userFeeRecipient: string,
    farmName: string,
    farmBanner: string,
    additionalPoolTokens: Address[],
    additionalPoolAllocPoints: bigint[],
  ): Promise<Deployed<{ motoChef: Address }>>;
  getUserTokens(deployer: Address): Promise<CallResult<{ tokens: Uint8Array }>>;
  getTokenMotoChef(token: Address): Promise<CallResult<{ motoChefAddress: Address }>>;
}

interface NamedFarm extends BaseContractProperties {
  getFarmName(): Promise<CallResult<{ name: string }>>;
}

function farmFactory(network: ProductNetwork, contracts: NetworkContracts, sender?: Address) {
  return getContract<FarmFactory>(
    Address.fromString(contracts.farmFactory),
    FARM_FACTORY_DEPLOY_ABI,
    getProvider(network),
    bitcoinNetwork(network),
    sender,
  );
}

const ADDRESS_BYTES = 32;

/** getUserTokens answers the tokens as consecutive 32-byte addresses. */
function tokenAddressesOf(bytes: Uint8Array): string[] {
  const addresses: string[] = [];
  for (let start = 0; start + ADDRESS_BYTES <= bytes.length; start += ADDRESS_BYTES) {
    addresses.push(new Address(bytes.subarray(start, start + ADDRESS_BYTES)).toHex());
  }
  return addresses;
}

/**
 * The tokens the wallet deployed through the factory, newest first, each with its metadata and
 * the farm deployed for it (null while it has none).
 */
export async function readMyDeployments(
  network: ProductNetwork,
  contracts: NetworkContracts,
  deployer: string,
): Promise<MyDeployment[]> {
  const factory = farmFactory(network, contracts);
  const { tokens } = (await factory.getUserTokens(Address.fromString(deployer))).properties;
  const deployments = await Promise.all(
    tokenAddressesOf(tokens).map(async (token): Promise<MyDeployment> => {
      const [metadata, chef] = await Promise.all([
        op20Contract(network, token).metadata(),
        factory.getTokenMotoChef(Address.fromString(token)),
      ]);
      const { name, symbol, decimals } = metadata.properties;
      const farm = chef.properties.motoChefAddress.toHex();
      return {
        token: { address: token, name, symbol, decimals },
        farm: isDeadAddress(farm) ? null : await readFarm(network, farm),
      };
    }),
  );
  return deployments.reverse();
}

/** A farm the factory deployed, with the name /farm lists it by. */
async function readFarm(network: ProductNetwork, address: string): Promise<DeployedFarm> {
  const farm = getContract<NamedFarm>(
    Address.fromString(address),
    TEMPLATE_FARM_ABI,
    getProvider(network),
    bitcoinNetwork(network),
  );
  return { address, name: (await farm.getFarmName()).properties.name };
}

/** An account argument as the factory takes it: the OP_NET address the node knows it by. */
async function accountAddress(network: ProductNetwork, typed: string): Promise<Address> {
  const resolved = await resolveRecipient(network, typed);
  if (resolved === null) {
    throw new Error(
      `The network has not seen ${typed} yet. Use its OP_NET address (0x...) or its public key.`,
    );
  }
  return Address.fromString(resolved);
}

/** The address one of the simulation's events names, as 0x hex. */
function eventAddress<Event extends { [name: string]: Address }>(
  simulation: Deployed<Event>,
  type: string,
  read: (event: Event) => Address,
): string {
  const found = simulation.events.find((event) => event.type === type);
  if (!found) throw new Error(`The factory's simulation emitted no ${type} event.`);
  return read(found.properties).toHex();
}

export interface SentDeployment {
  transactionId: string;
  /** The new contract's address, as the simulation placed it. */
  address: string;
}

/** Simulates deployToken as the wallet (its revert text surfaces here), then sends it. */
export async function sendDeployToken(
  network: ProductNetwork,
  contracts: NetworkContracts,
  params: TokenDeployParams,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<SentDeployment> {
  const [initialMintTo, tokenOwner] = await Promise.all([
    accountAddress(network, params.initialMintTo),
    accountAddress(network, params.tokenOwner),
  ]);
  const simulation = await farmFactory(network, contracts, senderOf(wallet)).deployToken(
    params.maxSupply,
    params.decimals,
    params.name,
    params.symbol,
    initialMintTo,
    params.initialMintAmount,
    params.freeMintSupply,
    params.freeMintPerTx,
    tokenOwner,
  );
  if (simulation.revert) throw new Error(simulation.revert);
  const address = eventAddress(simulation, 'TokenDeployed', (event) => event.token);
  return { transactionId: await sendSimulated(simulation, wallet, network, fees), address };
}

/** Simulates deployMotoChef as the wallet (its revert text surfaces here), then sends it. */
export async function sendDeployFarm(
  network: ProductNetwork,
  contracts: NetworkContracts,
  params: FarmDeployParams,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<SentDeployment> {
  const simulation = await farmFactory(network, contracts, senderOf(wallet)).deployMotoChef(
    params.tokenPerBlock,
    params.bonusEndBlock,
    params.bonusMultiplier,
    params.btcAllocPoint,
    Address.fromString(params.tokenAddress),
    params.tokenAllocPoint,
    params.userBTCFeePercentage,
    params.userFeeRecipient,
    params.farmName,
    params.farmBanner,
    params.additionalPoolTokens.map((token) => Address.fromString(token)),
    [...params.additionalPoolAllocPoints],
  );
  if (simulation.revert) throw new Error(simulation.revert);
  const address = eventAddress(simulation, 'MotoChefDeployed', (event) => event.motoChef);
  return { transactionId: await sendSimulated(simulation, wallet, network, fees), address };
}
