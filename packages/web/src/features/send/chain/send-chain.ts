// Token and Bitcoin sends through the wallet; chain chunk only (reached through `await import()`).
import { Transaction } from '@btc-vision/bitcoin';
import { Address, TransactionFactory } from '@btc-vision/transaction';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';
import { op20Contract } from '../../../entities/tokens/chain/token-chain.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { assertWalletOnNetwork } from '../../../lib/wallet/wallet-network.ts';
import { senderOf, sendSimulated } from '../../../entities/transactions/transaction-chain.ts';

/** An OP20 safeTransfer to the recipient's OP_NET address; returns the transaction id. */
export async function sendToken(
  network: ProductNetwork,
  token: string,
  recipient: string,
  amount: bigint,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<string> {
  const contract = op20Contract(network, token, senderOf(wallet));
  const simulation = await contract.safeTransfer(
    Address.fromString(recipient),
    amount,
    new Uint8Array(0),
  );
  return sendSimulated(simulation, wallet, network, fees);
}

/** Node answers that mean the transaction is already there (the wallet broadcast it itself). */
const ALREADY_BROADCAST = /already (in|known)|txn-already/i;

/**
 * A plain Bitcoin payment: the wallet builds and signs it (OP_WALLET's web3.sendBitcoin, reached
 * through TransactionFactory.createBTCTransfer; UniSat through its signer), then it is broadcast.
 */
export async function sendBitcoin(
  network: ProductNetwork,
  recipient: string,
  amount: bigint,
  wallet: ConnectedWallet,
  feeRate: number,
): Promise<string> {
  assertWalletOnNetwork(wallet, network);
  const provider = getProvider(network);
  const utxos = await provider.utxoManager.getUTXOs({
    address: wallet.address,
    mergePendingUTXOs: true,
  });
  const parameters = {
    from: wallet.address,
    to: recipient.trim(),
    amount,
    utxos,
    feeRate,
    priorityFee: 0n,
    gasSatFee: 0n,
    network: bitcoinNetwork(network),
    mldsaSigner: null,
    ...(wallet.signer ? { signer: wallet.signer } : {}),
  };
  const transfer = await new TransactionFactory().createBTCTransfer(
    parameters as Parameters<TransactionFactory['createBTCTransfer']>[0],
  );
  const transactionId = Transaction.fromHex(transfer.tx).getId();
  const broadcast = await provider.sendRawTransaction(transfer.tx, false);
  if (!broadcast.success && !ALREADY_BROADCAST.test(broadcast.error ?? '')) {
    throw new Error(broadcast.error ?? 'The network refused the transaction.');
  }
  return transactionId;
}
