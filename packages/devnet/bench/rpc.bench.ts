// JSON-RPC round trips over HTTP against a devnet with a MotoSwap pool: btc_blockNumber, and
// btc_call of the router's getAmountsOut (raw, and through getContract with decoding).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import {
  getContract,
  JSONRpcProvider,
  MOTOSWAP_ROUTER_ABI,
  OP_20_ABI,
  type CallResult,
  type IMotoswapRouterContract,
  type IOP20Contract,
} from 'opnet';
import { afterAll, bench, describe } from 'vitest';
import { startDevnet } from '../src/devnet.ts';
import { deriveContractAddress, saltOf } from '../src/vm/contract-address.ts';
import { E18 } from '../test/support/test-world.ts';

const network = networks.regtest;
const dataDir = mkdtempSync(join(tmpdir(), 'devnet-bench-'));

const devnet = await startDevnet({ port: 0, dataDir, accountCount: 1, blockInterval: 'manual' });
const [alice] = devnet.accounts.all();
if (!alice) throw new Error('no development account');
const provider = new JSONRpcProvider({ url: devnet.url, network });

const deployer = alice.opnetAddress;
const address = (name: string): string => deriveContractAddress(deployer, saltOf(name));
const [tokenA, tokenB, factory, router] = ['AAA', 'BBB', 'factory', 'router'].map(address) as [
  string,
  string,
  string,
  string,
];
for (const [token, symbol] of [
  [tokenA, 'AAA'],
  [tokenB, 'BBB'],
] as const) {
  devnet.chain.deploy({
    kind: 'OP20',
    address: token,
    deployer,
    args: {
      name: symbol,
      symbol,
      maxSupply: (E18 * 10n ** 12n).toString(),
      initialMints: [`${deployer}:${E18 * 10n ** 9n}`],
    },
  });
}
devnet.chain.deploy({ kind: 'MotoSwapFactory', address: factory, deployer, args: {} });
devnet.chain.deploy({ kind: 'MotoSwapRouter', address: router, deployer, args: { factory } });
devnet.chain.mine(1);

async function send(simulation: Promise<CallResult>): Promise<void> {
  await (
    await simulation
  ).sendTransaction({
    signer: alice!.signer,
    mldsaSigner: alice!.mldsaSigner,
    refundTo: alice!.p2tr,
    maximumAllowedSatToSpend: 1_000_000n,
    network,
    feeRate: 2,
  });
}

const routerAddress = Address.fromString(router);
for (const token of [tokenA, tokenB]) {
  const op20 = getContract<IOP20Contract>(token, OP_20_ABI, provider, network, alice.address);
  await send(op20.increaseAllowance(routerAddress, E18 * 10n ** 9n));
}
devnet.chain.mine(1);
const routerContract = getContract<IMotoswapRouterContract>(
  router,
  MOTOSWAP_ROUTER_ABI,
  provider,
  network,
  alice.address,
);
const path = [Address.fromString(tokenA), Address.fromString(tokenB)];
await send(
  routerContract.addLiquidity(
    path[0]!,
    path[1]!,
    1_000_000n * E18,
    2_000_000n * E18,
    0n,
    0n,
    alice.address,
    BigInt(devnet.chain.height + 100),
  ),
);
devnet.chain.mine(1);
const quote = await routerContract.getAmountsOut(1_000n * E18, path);
if (!(quote.properties.amountsOut[1] ?? 0n)) throw new Error('the pool did not get liquidity');
const calldata = routerContract.encodeCalldata('getAmountsOut', [1_000n * E18, path]);

const CONCURRENT = 32;
const rpcBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'btc_blockNumber', params: [] });
const rpcUrl = `${devnet.url}/api/v1/json-rpc`;

afterAll(async () => {
  await provider.close();
  await devnet.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('devnet JSON-RPC over HTTP', () => {
  bench('btc_blockNumber (fetch)', async () => {
    const response = await fetch(rpcUrl, { method: 'POST', body: rpcBody });
    await response.json();
  });

  bench('btc_blockNumber (JSONRpcProvider)', async () => {
    await provider.getBlockNumber();
  });

  bench('btc_call router.getAmountsOut (provider.call)', async () => {
    const result = await provider.call(routerAddress, calldata, alice.address);
    if ('error' in result) throw new Error(result.error);
  });

  bench('btc_call router.getAmountsOut (getContract, decoded)', async () => {
    await routerContract.getAmountsOut(1_000n * E18, path);
  });

  // Throughput rather than latency: calls/s is this rate times CONCURRENT.
  bench(`btc_call router.getAmountsOut x${CONCURRENT} concurrent (provider.call)`, async () => {
    await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        provider.call(routerAddress, calldata, alice.address),
      ),
    );
  });
});
