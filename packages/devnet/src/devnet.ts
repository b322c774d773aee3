import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { networks, type Network } from '@btc-vision/bitcoin';
import type { MLDSASecurityLevel } from '@btc-vision/transaction';
import { SATS_PER_BTC } from '@opswap/protocol/constants';
import { devAccountInfo, DevAccounts, type DevAccount } from './accounts/dev-accounts.ts';
import { PublicKeyRegistry } from './accounts/public-key-registry.ts';
import { fromHex } from './bytes.ts';
import { BlockProducer, type BlockInterval } from './chain/block-producer.ts';
import { Chain } from './chain/chain.ts';
import { ChainStore } from './chain/chain-store.ts';
import type { GenesisSpec } from './chain/chain-types.ts';
import { p2opOf } from './chain/contract-directory.ts';
import { CsvLockBook } from './chain/csv-locks.ts';
import { contractRegistry } from './contracts/contract-registry.ts';
import { createOpnetDecoder } from './chain/opnet-decoder.ts';
import { RegistrySenders } from './chain/registry-senders.ts';
import type { TransactionDecoder } from './chain/transaction-decoder.ts';
import type { CorsPolicy } from '@opswap/protocol/http/cors-policy';
import type { ContractRef, DevnetWorld } from './rpc/rpc-context.ts';
import { EpochBook } from './epochs/epoch-book.ts';
import { registryLinkedKeys } from './epochs/registry-keys.ts';
import { createExplorer, worldLabels } from './explorer/explorer.ts';
import { MINING_BATCH_BUDGET } from './rpc/methods/devnet-methods.ts';
import { createRpcMethods } from './rpc/rpc-methods.ts';
import { createRpcServer } from './rpc/rpc-server.ts';
import type { Vm } from './vm/execution.ts';
import { ContractRuntime } from './vm/runtime.ts';

/** What the seed step gets: a fresh chain at genesis and the development accounts. */
export interface SeedContext {
  chain: Chain;
  accounts: readonly DevAccount[];
  registry: PublicKeyRegistry;
}

/** What the seed step leaves for devnet_info: the contracts it deployed, name to 0x address. */
export interface SeedResult {
  contracts: Record<string, string>;
}

export interface DevnetOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Where blocks and the mempool persist. */
  dataDir: string;
  blockInterval?: BlockInterval;
  reset?: boolean;
  cors?: CorsPolicy;
  network?: Network;
  /** The contract machine; the devnet's own (OP20, MOTO, MotoSwap) by default. */
  vm?: Vm;
  decoder?: TransactionDecoder;
  mnemonic?: string;
  accountCount?: number;
  /** Block 0 of a fresh data directory; by default it funds every development account. */
  genesis?: GenesisSpec;
  /** Runs once on a fresh data directory, after genesis. */
  seed?: (context: SeedContext) => Promise<SeedResult | void> | SeedResult | void;
  /** Sats each development account gets at genesis when no genesis is given. */
  accountFunding?: bigint;
  log?: (line: string) => void;
}

export interface Devnet {
  url: string;
  port: number;
  chain: Chain;
  accounts: DevAccounts;
  registry: PublicKeyRegistry;
  producer: BlockProducer;
  world(): DevnetWorld;
  close(): Promise<void>;
}

const WORLD_FILE = 'world.json';
export const DEFAULT_ACCOUNT_FUNDING = 100n * SATS_PER_BTC;

function readWorldContracts(dataDir: string): Record<string, ContractRef> {
  const path = join(dataDir, WORLD_FILE);
  if (!existsSync(path)) return {};
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { contracts: Record<string, ContractRef> })
      .contracts;
  } catch {
    return {};
  }
}

/** Written once the seed finished, durably: its presence marks a complete world. */
function writeWorldContracts(dataDir: string, contracts: Record<string, ContractRef>): void {
  const path = join(dataDir, WORLD_FILE);
  const fd = openSync(`${path}.tmp`, 'w');
  try {
    writeFileSync(fd, JSON.stringify({ contracts }, null, 2));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(`${path}.tmp`, path);
}

function registerAccounts(
  accounts: readonly DevAccount[],
  registry: PublicKeyRegistry,
  csv: CsvLockBook,
): void {
  for (const account of accounts) {
    registry.registerAccount({
      publicKey: account.publicKey,
      mldsaHashedPublicKey: account.opnetAddress,
      mldsaLevel: account.mldsaLevel as MLDSASecurityLevel,
      mldsaPublicKey: account.mldsaPublicKey,
    });
    csv.addPublicKey(fromHex(account.publicKey));
  }
}

/**
 * Starts a devnet: opens (or creates) the chain in the data directory, runs the seed on a fresh
 * one, starts the block timer and serves JSON-RPC. Tests start it on port 0 with a temporary data
 * directory and manual mining.
 */
export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  const network = options.network ?? networks.regtest;
  const log = options.log ?? (() => {});
  const accounts = new DevAccounts({
    network,
    ...(options.mnemonic ? { mnemonic: options.mnemonic } : {}),
    ...(options.accountCount !== undefined ? { count: options.accountCount } : {}),
  });
  const accountList = accounts.all();
  const registry = new PublicKeyRegistry(network);
  const csvLocks = new CsvLockBook(network);
  registerAccounts(accountList, registry, csvLocks);

  const vm =
    options.vm ??
    new ContractRuntime({
      registry: contractRegistry(),
      environment: {
        linkedTweakedKey: (address) => registry.lookup(address)?.tweakedPubkey ?? null,
      },
    });
  let reset = options.reset ?? false;
  const worldPath = join(options.dataDir, WORLD_FILE);
  if (!reset && ChainStore.hasBlocks(options.dataDir) && !existsSync(worldPath)) {
    // Killed before the seed finished: a half-built world is of no use, build it again.
    log('the seed of this data directory never finished; starting from a fresh world');
    reset = true;
  }
  if (reset) rmSync(worldPath, { force: true });
  const store = ChainStore.open(options.dataDir, { reset });
  const funding = options.accountFunding ?? DEFAULT_ACCOUNT_FUNDING;
  let chain: Chain;
  try {
    chain = Chain.open({
      network,
      vm,
      decoder: options.decoder ?? createOpnetDecoder(network),
      senders: new RegistrySenders(registry),
      csvLocks,
      store,
      genesis: options.genesis ?? {
        fundings: accountList.map((account) => ({ address: account.p2tr, sats: funding })),
      },
      onWarning: (message) => log(`warning: ${message}`),
    });
  } catch (error) {
    store.close();
    throw error;
  }

  let contracts = readWorldContracts(options.dataDir);
  if (chain.isFresh) {
    contracts = {};
    const seeded = options.seed
      ? await options.seed({ chain, accounts: accountList, registry })
      : undefined;
    for (const [name, address] of Object.entries(seeded?.contracts ?? {})) {
      contracts[name] = { address, p2op: p2opOf(address, network) };
    }
    writeWorldContracts(options.dataDir, contracts);
  }
  for (const ref of Object.values(contracts)) registry.registerContract(ref.address);

  const world = (): DevnetWorld => ({
    mnemonic: accounts.mnemonic,
    accounts: accountList.map(devAccountInfo),
    contracts,
  });
  const producer = new BlockProducer(chain, options.blockInterval ?? 'manual', (error) =>
    log(`block production failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  const epochs = new EpochBook({ chain, store, linkedKeys: registryLinkedKeys(registry) });
  const methods = createRpcMethods({
    chain,
    epochs,
    registry,
    devnet: {
      blockInterval: () => producer.interval,
      setBlockInterval: (interval) => producer.set(interval),
      world,
    },
  });
  const server = createRpcServer({
    methods,
    batchBudgets: [MINING_BATCH_BUDGET],
    cors: options.cors ?? { kind: 'localhost' },
    health: () => ({ status: 'ok', name: 'opswap devnet', blockNumber: chain.height }),
    get: createExplorer({ chain, labels: worldLabels(world) }),
  });

  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 9001, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    producer.stop();
    chain.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;

  let closed = false;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    chain,
    accounts,
    registry,
    producer,
    world,
    close: async () => {
      if (closed) return;
      closed = true;
      producer.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      chain.close();
    },
  };
}
