// Deploys a token and its farm through the devnet's MotoChef factory as one development account,
// with the unmodified opnet client, and prints both addresses as JSON. Browser tests use it to
// set up a farm of a fresh token; a developer can too:
//   tsx packages/devnet/src/tools/deploy-farm.ts --rpc-url http://127.0.0.1:9001 --account 36 \
//     --name "Farm Coin" --symbol FRM --farm-name "Farm Coin Fields"
import { parseArgs } from 'node:util';
import type { Address } from '@btc-vision/transaction';
import type { IMotoChefFactory } from 'opnet/build/abi/shared/interfaces/motoswap/IMotoChefFactory.js';
import { MOTOCHEF_FACTORY_ABI } from '../contracts/factories/shipped-abis.ts';
import {
  deployedToken,
  deployTokenCall,
  type FactoryRequest,
  type NewToken,
  withFactory,
} from './deploy-token.ts';

const E18 = 10n ** 18n;

export interface DeployFarmRequest extends NewToken, FactoryRequest {
  farmName: string;
  /** Whole tokens the farm pays each block, split by allocation points over its pools. */
  tokenPerBlock: bigint;
}

/** The farm's pools: BTC (pool 0) and the token itself (pool 1), half the rewards each. */
const ALLOC_POINTS = { btc: 1_000n, token: 1_000n } as const;

/** Deploys the token, then its farm, mining a block for each; returns both 0x addresses. */
export function deployFarm(request: DeployFarmRequest): Promise<{ token: string; farm: string }> {
  return withFactory<IMotoChefFactory, { token: string; farm: string }>(
    request,
    'farmFactory',
    MOTOCHEF_FACTORY_ABI,
    async ({ factory, account, send }) => {
      const token = deployedToken(
        factory,
        await send(await deployTokenCall(factory, account, request)),
      );
      const farmReceipt = await send(
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
        farm: (farmEvent.properties as { motoChef: Address }).motoChef.toHex(),
      };
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
