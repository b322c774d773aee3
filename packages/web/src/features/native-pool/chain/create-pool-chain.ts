// NativeSwap pool creation; chain chunk only (reached through `await import()`).
import { fromHex, type PublicKey } from '@btc-vision/bitcoin';
import { Address, TimeLockGenerator } from '@btc-vision/transaction';
import { UserFacingError } from '@opswap/protocol/errors/wallet-errors';
import {
  type CreatePoolArguments,
  RECEIVER_KEY_NOT_FOUND,
  isWalletReceiver,
} from '@opswap/protocol/nativeswap/create-pool-form';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { nativeSwapContract } from '../../../entities/native-swap/native-swap-chain.ts';
import {
  type SentInteraction,
  sendSimulatedInteraction,
  senderOf,
} from '../../../entities/transactions/transaction-chain.ts';

/** A compressed public key, as createPool's receiver takes it. */
const COMPRESSED_KEY = /^(02|03)[0-9a-f]{64}$/i;

/** The contract pays a pool's sats to a 1-block CSV address of the receiver's key. */
const RECEIVER_CSV_BLOCKS = 1;

/**
 * The receiver's compressed public key: the wallet's own, or the key the node knows for the
 * address (btc_publicKeyInfo). Only the original key will do: the CSV address is built from it,
 * and one built from a tweaked key would not be the receiver's to spend.
 */
async function receiverKey(
  network: ProductNetwork,
  receiver: string,
  wallet: ConnectedWallet,
): Promise<string> {
  const typed = receiver.trim();
  const own = [wallet.address, wallet.publicKey];
  if (isWalletReceiver(typed, own)) return wallet.publicKey;
  const found = (await getProvider(network).getPublicKeysInfoRaw(typed))[typed];
  const key = found && !('error' in found) ? found.originalPubKey?.replace(/^0x/, '') : undefined;
  if (!key || !COMPRESSED_KEY.test(key)) throw new UserFacingError(RECEIVER_KEY_NOT_FOUND);
  return key;
}

export interface CreatePoolChainRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  /** The token's 0x address. */
  token: string;
  pool: CreatePoolArguments;
}

/**
 * Simulates createPool as the wallet (a standard pool: type 0, no amplification, no peg
 * staleness) with the receiver's key and its 1-block CSV address, then sends it. The contract
 * pulls the initial liquidity with transferFrom, so NativeSwap must be approved first.
 */
export async function sendCreatePool(
  request: CreatePoolChainRequest,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<SentInteraction> {
  const { network, pool } = request;
  const key = fromHex(await receiverKey(network, pool.receiver, wallet)) as PublicKey;
  const csv = TimeLockGenerator.generateTimeLockAddress(
    key,
    bitcoinNetwork(network),
    RECEIVER_CSV_BLOCKS,
  );
  const contract = nativeSwapContract(network, request.contracts, senderOf(wallet));
  const simulation = await contract.createPool(
    Address.fromString(request.token),
    pool.floorPrice,
    pool.initialLiquidity,
    key,
    csv.address,
    pool.antiBotEnabledFor,
    pool.antiBotMaximumTokensPerReservation,
    pool.maxReservesIn5BlocksPercent,
    0,
    0n,
    0n,
  );
  if (simulation.revert) throw new Error(simulation.revert);
  return sendSimulatedInteraction(simulation, wallet, network, fees);
}
