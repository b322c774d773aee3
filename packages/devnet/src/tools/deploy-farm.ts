// Deploys a token and its farm through the devnet's MotoChef factory as one development account,
// with the unmodified opnet client, and prints both addresses as JSON. Browser tests use it to
// set up a farm of a fresh token; a developer can too:
//   tsx packages/devnet/src/tools/deploy-farm.ts --rpc-url http://127.0.0.1:9001 --account 36 \
//     --name "Farm Coin" --symbol FRM --farm-name "Farm Coin Fields"
import { parseArgs } from 'node:util';
import type { Address } from '@btc-vision/transaction';
import { getContract, JSONRpcProvider } from 'opnet';
import type { IMotoChefFactory } from 'opnet/build/abi/shared/interfaces/motoswap/IMotoChefFactory.js';
import { DevAccounts } from '../accounts/dev-accounts.ts';
import { MOTOCHEF_FACTORY_ABI } from '../contracts/factories/shipped-abis.ts';
import {
  deployedToken,
  deployTokenCall,
  type DevnetInfo,
  network,
  type NewToken,
  rpc,
  sendAndMine,
} from './deploy-token.ts';

const E18 = 10n ** 18n;

export interface DeployFarmRequest extends NewToken {
  rpcUrl: string;
  account: number;
  farmName: string;
  /** Whole tokens the farm pays each block, split by allocation points over its pools. */
  tokenPerBlock: bigint;
  /** The MotoChef factory's 0x address; by default the one devnet_info lists. */
  factory?: string;
}

/** The farm's pools: BTC (pool 0) and the token itself (pool 1), half the rewards each. */
const ALLOC_POINTS = { btc: 1_000n, token: 1_000n } as const;

/** Deploys the token, then its farm, mining a block for each; returns both 0x addresses. */
export async function deployFarm(
  request: DeployFarmRequest,
): Promise<{ token: string; farm: string }> {
  const info = await rpc<DevnetInfo>(request.rpcUrl, 'devnet_info');
  const factoryAddress = request.factory ?? info.contracts.farmFactory?.address;
  if (!factoryAddress) throw new Error('This devnet has no MotoChef factory');
  const account = new DevAccounts({ mnemonic: info.mnemonic }).account(request.account);
  const provider = new JSONRpcProvider({ url: request.rpcUrl, network });
  try {
    const factory = getContract<IMotoChefFactory>(
      factoryAddress,
      MOTOCHEF_FACTORY_ABI,
      provider,
      network,
      account.address,
    );
    const tokenReceipt = await sendAndMine(
      request.rpcUrl,
      provider,
      account,
      await deployTokenCall(factory, account, request),
    );
    const token = deployedToken(factory, tokenReceipt);
    const farmReceipt = await sendAndMine(
      request.rpcUrl,
      provider,
      account,
      await factory.deployMotoChef(
        request.tokenPerBlock * E18,
        0n,
        1n,
        ALLOC_POINTS.btc,
        token,
        ALLOC_POINTS.token,
        0n,
        account.p2tr,
        request.farmName,
        '',
        [],
        [],
      ),
    );
    const farmEvent = factory
      .decodeEvents(farmReceipt.events)
      .find((event) => event.type === 'MotoChefDeployed');
    if (!farmEvent) throw new Error('The farm deployment emitted no MotoChefDeployed event');
    return {
      token: token.toHex(),
      farm: (farmEvent.properties.motoChef as Address).toHex(),
    };
  } finally {
    await provider.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'rpc-url': { type: 'string' },
      account: { type: 'string' },
      name: { type: 'string' },
      symbol: { type: 'string' },
      'farm-name': { type: 'string' },
      supply: { type: 'string', default: '1000000' },
      'token-per-block': { type: 'string', default: '10' },
    },
  });
  const { 'rpc-url': rpcUrl, account, name, symbol, 'farm-name': farmName } = values;
  if (!rpcUrl || !account || !name || !symbol || !farmName) {
    console.error(
      'Usage: deploy-farm --rpc-url URL --account N --name NAME --symbol SYMBOL --farm-name NAME [--supply N] [--token-per-block N]',
    );
    process.exit(2);
  }
  const deployed = await deployFarm({
    rpcUrl,
    account: Number(account),
    name,
    symbol,
    farmName,
    supply: BigInt(values.supply),
    tokenPerBlock: BigInt(values['token-per-block']),
  });
  console.log(JSON.stringify(deployed));
}
