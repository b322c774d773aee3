import { isXOnlyPublicKey, payments, type Network } from '@btc-vision/bitcoin';
import { Address, AddressTypes, AddressVerificator } from '@btc-vision/transaction';
import { getContract, JSONRpcProvider, OP_20_ABI, type IOP20Contract } from 'opnet';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Outpoint } from '../db/schema/activity.ts';
import { bitcoinNetworkOf } from './bitcoin-network.ts';
import { toHexAddress } from './chain-encoding.ts';
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

/** Unmined parents whose inputs count as the transaction's own (interaction -> funding). */
const MAX_ANCESTOR_DEPTH = 3;

const COMPRESSED_KEY = /^0[23][0-9a-fA-F]{64}$/;

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
   * The outpoints a mempool transaction spends, and those its unmined parents spend: an
   * interaction spends its funding transaction's output, so a replacement shows as another
   * transaction spending what the funding transaction spent.
   */
  async pendingInputs(transactionId: string): Promise<Outpoint[] | null> {
    const pending = await this.provider.getPendingTransaction(transactionId);
    if (pending === null) return null;
    const outpoints = new Map<string, Outpoint>();
    let level = pending.inputs;
    for (let depth = 0; depth < MAX_ANCESTOR_DEPTH && level.length > 0; depth++) {
      const parents = new Set<string>();
      for (const input of level) {
        const outpoint = {
          transactionId: input.transactionId.toLowerCase(),
          outputIndex: input.outputIndex,
        };
        outpoints.set(`${outpoint.transactionId}:${outpoint.outputIndex}`, outpoint);
        parents.add(outpoint.transactionId);
      }
      const unmined = await Promise.all(
        [...parents].map((parent) => this.provider.getPendingTransaction(parent)),
      );
      level = unmined.flatMap((parent) => parent?.inputs ?? []);
    }
    return [...outpoints.values()];
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
