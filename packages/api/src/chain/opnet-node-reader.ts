import { isXOnlyPublicKey, payments, type Network } from '@btc-vision/bitcoin';
import { Address, AddressTypes, AddressVerificator } from '@btc-vision/transaction';
import { getContract, JSONRpcMethods, JSONRpcProvider, OP_20_ABI, type IOP20Contract } from 'opnet';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Outpoint } from '../db/schema/activity.ts';
import { bitcoinNetworkOf } from './bitcoin-network.ts';
import { inputsOf, type NodeTransaction } from './block-reader.ts';
import { bigintFromNode, toHexAddress } from './chain-encoding.ts';
import { JSON_RPC_PATH, jsonRpcEndpoint } from './json-rpc-client.ts';
import type { NodeReader, TokenMetadata } from './node-reader.ts';

export interface OpnetNodeReaderOptions {
  /** Milliseconds before a node request fails. */
  timeoutMs?: number;
}

/** The node's root URL (or its JSON-RPC endpoint) and network, as one object. */
export interface OpnetNodeReaderConfig extends OpnetNodeReaderOptions {
  rpcUrl: string;
  network: ProductNetwork;
}

/**
 * Generations of ancestors whose inputs count as the transaction's own: an interaction, its
 * funding transaction, and the action before them whose change funded it (two more), and one
 * more generation.
 */
const MAX_ANCESTOR_DEPTH = 6;
/**
 * A mined transaction with this many confirmations is taken as final and ends the walk. A
 * shallower one is not: a reorg may take it out, and what replaces it then spends what it spent.
 */
export const FINAL_ANCESTOR_CONFIRMATIONS = 6;

const COMPRESSED_KEY = /^0[23][0-9a-fA-F]{64}$/;

/** A mempool transaction's input as an outpoint, its txid in lower case. */
const pendingOutpoint = (input: { transactionId: string; outputIndex: number }): Outpoint => ({
  transactionId: input.transactionId.toLowerCase(),
  outputIndex: input.outputIndex,
});

/**
 * What a contract call's failure looks like through the opnet client when the contract is not
 * there or does not answer the call (a revert or a JSON-RPC error); other failures are the node's.
 */
function isCallRefused(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    message.startsWith('Error in calling function') || message.startsWith('Execution Reverted')
  );
}

/** The NodeReader over the `opnet` client: OP20 calls, public key info, balances, mempool. */
export class OpnetNodeReader implements NodeReader {
  private readonly provider: JSONRpcProvider;
  private readonly bitcoinNetwork: Network;
  private readonly tokens = new Map<string, IOP20Contract>();

  /** config.rpcUrl is the node's root URL (or its JSON-RPC endpoint). */
  constructor(config: OpnetNodeReaderConfig) {
    this.bitcoinNetwork = bitcoinNetworkOf(config.network);
    const endpoint = jsonRpcEndpoint(config.rpcUrl);
    this.provider = new JSONRpcProvider({
      url: endpoint.slice(0, -JSON_RPC_PATH.length),
      network: this.bitcoinNetwork,
      timeout: config.timeoutMs ?? 20_000,
    });
  }

  async tokenMetadata(address: string): Promise<TokenMetadata | null> {
    const hex = await this.contractAddress(address);
    if (hex === null) return null;
    const token = this.token(hex);
    try {
      const [metadata, maximumSupply] = await Promise.all([
        token.metadata(),
        token.maximumSupply(),
      ]);
      const { name, symbol, icon, decimals } = metadata.properties;
      return {
        address: hex,
        p2op: Address.fromString(hex).p2op(this.bitcoinNetwork),
        name,
        symbol,
        decimals,
        maxSupply: maximumSupply.properties.maximumSupply,
        image: icon,
      };
    } catch (error) {
      if (isCallRefused(error)) return null;
      throw error;
    }
  }

  async tokenBalances(
    userKey: string,
    tokenAddresses: readonly string[],
  ): Promise<Map<string, bigint>> {
    const owner = await this.opnetAddressOf(userKey);
    const balances = await Promise.all(
      tokenAddresses.map(async (token): Promise<[string, bigint]> => {
        const hex = toHexAddress(token);
        if (owner === null || hex === null) return [token, 0n];
        try {
          return [token, (await this.token(hex).balanceOf(owner)).properties.balance];
        } catch (error) {
          if (isCallRefused(error)) return [token, 0n];
          throw error;
        }
      }),
    );
    return new Map(balances);
  }

  async btcBalance(userKey: string): Promise<bigint> {
    return this.provider.getBalance(this.p2trOf(userKey), true);
  }

  /**
   * The outpoints a transaction spends while it is unsettled (in the mempool, or mined fewer
   * than FINAL_ANCESTOR_CONFIRMATIONS blocks deep), and those its unsettled ancestors spend: an
   * interaction spends its funding transaction's output, and a transaction spending a fresh
   * change output spends what its parent spent, so a replacement of any of them shows as another
   * transaction spending one of these outpoints, even after a reorg took them out of the chain.
   */
  async pendingInputs(transactionId: string): Promise<Outpoint[] | null> {
    let tip: Promise<bigint> | null = null;
    const tipHeight = () => (tip ??= this.provider.getBlockNumber());
    const own = await this.unsettledInputs(transactionId, tipHeight);
    if (own === null) return null;
    const outpoints = new Map<string, Outpoint>();
    const walked = new Set([transactionId.toLowerCase()]);
    let level = own;
    for (let depth = 0; depth < MAX_ANCESTOR_DEPTH && level.length > 0; depth++) {
      const parents = new Set<string>();
      for (const outpoint of level) {
        outpoints.set(`${outpoint.transactionId}:${outpoint.outputIndex}`, outpoint);
        if (!walked.has(outpoint.transactionId)) parents.add(outpoint.transactionId);
      }
      for (const parent of parents) walked.add(parent);
      const spent = await Promise.all(
        [...parents].map((parent) => this.unsettledInputs(parent, tipHeight)),
      );
      level = spent.flatMap((inputs) => inputs ?? []);
    }
    return [...outpoints.values()];
  }

  /** What a transaction spends while it is pending or shallowly mined; null once final or unknown. */
  private async unsettledInputs(
    transactionId: string,
    tipHeight: () => Promise<bigint>,
  ): Promise<Outpoint[] | null> {
    const pending = await this.provider.getPendingTransaction(transactionId);
    if (pending !== null) return pending.inputs.map(pendingOutpoint);
    const answer = await this.provider.callPayloadSingle(
      this.provider.buildJsonRpcPayload(JSONRpcMethods.GET_TRANSACTION_BY_HASH, [transactionId]),
    );
    // The node answers an error for a transaction it has not mined.
    if ('error' in answer || answer.result === null || typeof answer.result !== 'object') {
      return null;
    }
    const mined = answer.result as NodeTransaction & { blockNumber?: string };
    if (!mined.blockNumber) return null;
    const confirmations = (await tipHeight()) - bigintFromNode(mined.blockNumber) + 1n;
    return confirmations >= FINAL_ANCESTOR_CONFIRMATIONS ? null : inputsOf(mined);
  }

  close(): Promise<void> {
    return this.provider.close();
  }

  private token(hex: string): IOP20Contract {
    let token = this.tokens.get(hex);
    if (token === undefined) {
      token = getContract<IOP20Contract>(
        Address.fromString(hex),
        OP_20_ABI,
        this.provider,
        this.bitcoinNetwork,
      );
      this.tokens.set(hex, token);
    }
    return token;
  }

  /** A contract's 0x address from its 0x or p2op form; null when it is neither or unknown. */
  private async contractAddress(address: string): Promise<string | null> {
    const hex = toHexAddress(address);
    if (hex !== null) return hex;
    if (AddressVerificator.detectAddressType(address, this.bitcoinNetwork) !== AddressTypes.P2OP) {
      return null;
    }
    const info = (await this.provider.getPublicKeysInfoRaw([address]))[address];
    if (info === undefined || 'error' in info) return null;
    const content = info.mldsaHashedPublicKey ?? info.tweakedPubkey;
    return content === undefined ? null : toHexAddress(content);
  }

  /** The OP_NET address (ML-DSA key hash) the chain linked to a public key, or null. */
  private async opnetAddressOf(userKey: string): Promise<Address | null> {
    if (!COMPRESSED_KEY.test(userKey)) return null;
    const info = (await this.provider.getPublicKeysInfoRaw([userKey]))[userKey];
    if (info === undefined || 'error' in info || !info.mldsaHashedPublicKey) return null;
    return Address.fromString(info.mldsaHashedPublicKey, userKey);
  }

  /** The taproot (key-path) address of a compressed public key. */
  private p2trOf(userKey: string): string {
    const xOnly = new Uint8Array(Buffer.from(userKey.slice(2), 'hex'));
    if (!COMPRESSED_KEY.test(userKey) || !isXOnlyPublicKey(xOnly)) {
      throw new Error(`Invalid public key ${userKey}`);
    }
    const { address } = payments.p2tr({ internalPubkey: xOnly, network: this.bitcoinNetwork });
    if (address === undefined) throw new Error(`No taproot address for ${userKey}`);
    return address;
  }
}
