import type { PublicKeyRegistry } from '../accounts/public-key-registry.ts';
import type { BlockInterval } from '../chain/block-producer.ts';
import type { Chain } from '../chain/chain.ts';
import type { EpochBook } from '../epochs/epoch-book.ts';

/** A deployed contract as devnet_info lists it. */
export interface ContractRef {
  /** 0x + 64 hex. */
  address: string;
  p2op: string;
}

/** What devnet_info answers, besides the block number. */
export interface DevnetWorld {
  mnemonic: string;
  /** The development accounts as devnet_info lists them (index, addresses, keys). */
  accounts: readonly object[];
  /** Deployed contracts by name (MOTO, PILL, ODYS, factory, router...). */
  contracts: Readonly<Record<string, ContractRef>>;
}

/** The node-side controls the devnet_* methods reach. */
export interface DevnetControls {
  blockInterval(): BlockInterval;
  setBlockInterval(interval: BlockInterval): void;
  world(): DevnetWorld;
}

/** Everything the JSON-RPC methods read and act on. */
export interface RpcContext {
  chain: Chain;
  /** OP_NET's epochs over the chain's blocks, with the submissions miners sent. */
  epochs: EpochBook;
  registry: PublicKeyRegistry;
  devnet: DevnetControls;
}
