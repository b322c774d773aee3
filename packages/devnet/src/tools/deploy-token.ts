// Deploys an OP20 token through the devnet's token factory as one development account, with the
// unmodified opnet client, and prints the new token's address as JSON. Browser tests use it to
// set up a token their account owns; a developer can too:
//   tsx packages/devnet/src/tools/deploy-token.ts --rpc-url http://127.0.0.1:9001 --account 12 \
//     --name "Test Coin" --symbol TST
import { parseArgs } from 'node:util';
import { networks } from '@btc-vision/bitcoin';
import type { Address } from '@btc-vision/transaction';
import {
  type BaseContractProperties,
  type BitcoinInterfaceAbi,
  type CallResult,
  getContract,
  JSONRpcProvider,
} from 'opnet';
import type { IOP20Factory } from 'opnet/build/abi/shared/interfaces/motoswap/IOP20Factory.js';
import { type DevAccount, DevAccounts } from '../accounts/dev-accounts.ts';
import { OP20_FACTORY_ABI } from '../contracts/factories/shipped-abis.ts';

const network = networks.regtest;
const MAX_SATS_PER_DEPLOYMENT = 1_000_000n;

interface DevnetInfo {
  mnemonic: string;
  contracts: Record<string, { address: string }>;
}

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(`${url}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

/**
 * Sends a simulated call as a development account, mines its block and returns its receipt;
 * throws the revert when it failed on chain.
 */
export async function sendAndMine(
  rpcUrl: string,
  provider: JSONRpcProvider,
  account: DevAccount,
  simulation: CallResult,
) {
  const sent = await simulation.sendTransaction({
    signer: account.signer,
    mldsaSigner: account.mldsaSigner,
    refundTo: account.p2tr,
    maximumAllowedSatToSpend: MAX_SATS_PER_DEPLOYMENT,
    network,
    feeRate: 2,
    priorityFee: 0n,
  });
  await rpc(rpcUrl, 'devnet_mine', [1]);
  const receipt = await provider.getTransactionReceipt(sent.transactionId);
  if (receipt.failed) throw new Error(`The deployment reverted: ${receipt.revert ?? ''}`);
  return receipt;
}

/** Who sends through which factory: a development account and the factory's 0x address. */
export interface FactoryRequest {
  rpcUrl: string;
  account: number;
  /** The factory's 0x address; by default the one devnet_info lists. */
  factory?: string;
}

/**
 * Runs `use` with the devnet's factory `kind` (or the one requested) as the account, and a
 * `send` that sends a simulated call as the account and mines it; closes the client after.
 */
export async function withFactory<Factory extends BaseContractProperties, Result>(
  request: FactoryRequest,
  kind: 'tokenFactory' | 'farmFactory',
  abi: BitcoinInterfaceAbi,
  use: (tools: {
    factory: ReturnType<typeof getContract<Factory>>;
    account: DevAccount;
    send: (simulation: CallResult) => ReturnType<typeof sendAndMine>;
  }) => Promise<Result>,
): Promise<Result> {
  const info = await rpc<DevnetInfo>(request.rpcUrl, 'devnet_info');
  const factoryAddress = request.factory ?? info.contracts[kind]?.address;
  if (!factoryAddress) throw new Error(`This devnet has no ${kind}`);
  const account = new DevAccounts({ mnemonic: info.mnemonic }).account(request.account);
  const provider = new JSONRpcProvider({ url: request.rpcUrl, network });
  try {
    const factory = getContract<Factory>(factoryAddress, abi, provider, network, account.address);
    const send = (simulation: CallResult) =>
      sendAndMine(request.rpcUrl, provider, account, simulation);
    return await use({ factory, account, send });
  } finally {
    await provider.close();
  }
}

/** What deployToken deploys: `supply` whole tokens (18 decimals) minted, ten times that the maximum. */
export interface NewToken {
  name: string;
  symbol: string;
  supply: bigint;
}

/**
 * The deployToken call of either factory (the OP20 and the MotoChef factory take the same
 * arguments): the token's owner and the receiver of its mint are the account, no free mint.
 */
export function deployTokenCall(
  factory: Pick<IOP20Factory, 'deployToken'>,
  account: DevAccount,
  token: NewToken,
) {
  const minted = token.supply * 10n ** 18n;
  return factory.deployToken(
    minted * 10n,
    18,
    token.name,
    token.symbol,
    account.address,
    minted,
    0n,
    0n,
    account.address,
  );
}

/** The token a mined deployToken created, from its TokenDeployed event. */
export function deployedToken(
  factory: Pick<IOP20Factory, 'decodeEvents'>,
  receipt: { events: Parameters<IOP20Factory['decodeEvents']>[0] },
): Address {
  const deployed = factory
    .decodeEvents(receipt.events)
    .find((event) => event.type === 'TokenDeployed');
  if (!deployed) throw new Error('The deployment emitted no TokenDeployed event');
  return (deployed.properties as { token: Address }).token;
}

export type DeployTokenRequest = NewToken & FactoryRequest;

/** Deploys the token, mines its block and returns the token's 0x address. */
export function deployToken(request: DeployTokenRequest): Promise<string> {
  return withFactory<IOP20Factory, string>(
    request,
    'tokenFactory',
    OP20_FACTORY_ABI,
    async ({ factory, account, send }) => {
      const receipt = await send(await deployTokenCall(factory, account, request));
      return deployedToken(factory, receipt).toHex();
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'rpc-url': { type: 'string' },
      account: { type: 'string' },
      name: { type: 'string' },
      symbol: { type: 'string' },
      supply: { type: 'string', default: '1000000' },
    },
  });
  const { 'rpc-url': rpcUrl, account, name, symbol, supply } = values;
  if (!rpcUrl || !account || !name || !symbol) {
    console.error(
      'Usage: deploy-token --rpc-url URL --account N --name NAME --symbol SYMBOL [--supply N]',
    );
    process.exit(2);
  }
  const token = await deployToken({
    rpcUrl,
    account: Number(account),
    name,
    symbol,
    supply: BigInt(supply),
  });
  console.log(JSON.stringify({ token }));
}
