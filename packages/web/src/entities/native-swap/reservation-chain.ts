// The from-Bitcoin reservation on chain: its outputs, its simulation and its sending; chain chunk
// only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { address as bitcoinAddress, fromHex, toHex } from '@btc-vision/bitcoin';
import type { CallResult } from 'opnet';
import { TIMELOCK_OUTPUT_SATS } from '@opswap/protocol/constants';
import { needsTimelockOutput } from '@opswap/protocol/nativeswap/reorg-protection';
import type { ReservationUtxo } from '@opswap/protocol/schemas/reservation';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork } from '../../lib/chain/chain-client.ts';
import {
  sendSimulatedInteraction,
  senderOf,
  type SentInteraction,
} from '../transactions/transaction-chain.ts';
import type { ConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import {
  type BtcOutput,
  extraOutputsOf,
  nativeSwapContract,
  simulateWithOutputs,
} from './native-swap-chain.ts';

/** Where NativeSwap takes its fees, and the reservation fee it wants there. */
export interface ReservationFees {
  feesAddress: string;
  reservationBaseFee: bigint;
}

const feesByContract = new Map<string, Promise<ReservationFees>>();

/** getFeesAddress() and getFees(), read once per contract (the owner rarely changes them). */
export function readReservationFees(
  network: ProductNetwork,
  contracts: NetworkContracts,
): Promise<ReservationFees> {
  const key = `${network}:${contracts.nativeSwap}`;
  let fees = feesByContract.get(key);
  if (!fees) {
    const contract = nativeSwapContract(network, contracts);
    fees = Promise.all([contract.getFeesAddress(), contract.getFees()]).then(
      ([address, amounts]) => ({
        feesAddress: address.properties.feesAddress,
        reservationBaseFee: amounts.properties.reservationBaseFee,
      }),
    );
    fees.catch(() => feesByContract.delete(key));
    feesByContract.set(key, fees);
  }
  return fees;
}

/** The wallet's `<delay> OP_CSV` P2WSH address, which the timelock output pays. */
export function timelockAddress(
  network: ProductNetwork,
  wallet: ConnectedWallet,
  delay: number,
): string {
  const keyed = Address.fromString(senderOf(wallet).toHex(), wallet.publicKey);
  return keyed.toCSV(delay, bitcoinNetwork(network)).address;
}

/**
 * The reservation's Bitcoin outputs: the fee to the fees address, and with a nonzero activation
 * delay the 330-sat timelock output to the wallet's CSV address of that many blocks.
 */
export function reservationOutputs(
  network: ProductNetwork,
  wallet: ConnectedWallet,
  fees: ReservationFees,
  delay: number,
): BtcOutput[] {
  const outputs: BtcOutput[] = [{ to: fees.feesAddress, value: fees.reservationBaseFee }];
  if (needsTimelockOutput(delay)) {
    outputs.push({ to: timelockAddress(network, wallet, delay), value: TIMELOCK_OUTPUT_SATS });
  }
  return outputs;
}

export interface ReservationRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  token: string;
  amountIn: bigint;
  minimumAmountOut: bigint;
  activationDelay: number;
}

/** What the reservation simulation says, or its revert. */
export type ReservationSimulationResult =
  | {
      reverted: false;
      expectedAmountOut: bigint;
      totalSatoshis: bigint;
      estimatedGas: bigint;
      estimatedSatGas: bigint;
    }
  | { reverted: true; revert: string };

interface Simulated {
  call: CallResult;
  outputs: BtcOutput[];
}

async function simulate(request: ReservationRequest, wallet: ConnectedWallet): Promise<Simulated> {
  const fees = await readReservationFees(request.network, request.contracts);
  const outputs = reservationOutputs(request.network, wallet, fees, request.activationDelay);
  const contract = nativeSwapContract(request.network, request.contracts, senderOf(wallet));
  simulateWithOutputs(contract, outputs);
  const call = await contract.reserve(
    Address.fromString(request.token),
    request.amountIn,
    request.minimumAmountOut,
    request.activationDelay,
    fromHex(wallet.publicKey),
  );
  return { call, outputs };
}

function createdEvent(call: CallResult): { expectedAmountOut: bigint; totalSatoshis: bigint } {
  const created = call.events.find((event) => event.type === 'ReservationCreated');
  const properties = created?.properties as
    { expectedAmountOut?: bigint; totalSatoshis?: bigint } | undefined;
  return {
    expectedAmountOut: properties?.expectedAmountOut ?? 0n,
    totalSatoshis: properties?.totalSatoshis ?? 0n,
  };
}

/** Simulates the reserve call with its outputs; a revert is an answer, not a failure. */
export async function simulateReservation(
  request: ReservationRequest,
  wallet: ConnectedWallet,
): Promise<ReservationSimulationResult> {
  let simulated: Simulated;
  try {
    simulated = await simulate(request, wallet);
  } catch (error) {
    return { reverted: true, revert: error instanceof Error ? error.message : String(error) };
  }
  const { call } = simulated;
  if (call.revert) return { reverted: true, revert: call.revert };
  return {
    reverted: false,
    ...createdEvent(call),
    estimatedGas: call.estimatedGas ?? 0n,
    estimatedSatGas: call.estimatedSatGas,
  };
}

export interface SentReservation extends SentInteraction {
  expectedAmountOut: bigint;
  estimatedGas: bigint;
  estimatedSatGas: bigint;
  /** The timelock output (output 2, after the fee), when the reservation has one. */
  reservationUTXO: ReservationUtxo | null;
}

/** Simulates the reservation again (its revert text surfaces here), then sends it with its outputs. */
export async function sendReservation(
  request: ReservationRequest,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<SentReservation> {
  const { call, outputs } = await simulate(request, wallet);
  if (call.revert) throw new Error(call.revert);
  const sent = await sendSimulatedInteraction(
    call,
    wallet,
    request.network,
    fees,
    extraOutputsOf(outputs),
  );
  const timelockIndex = outputs.findIndex((output) => output.value === TIMELOCK_OUTPUT_SATS);
  const timelock = timelockIndex > 0 ? outputs[timelockIndex] : undefined;
  return {
    ...sent,
    ...createdEvent(call),
    estimatedGas: call.estimatedGas ?? 0n,
    estimatedSatGas: call.estimatedSatGas,
    reservationUTXO: timelock
      ? {
          transactionId: sent.transactionId,
          // Output 0 is the interaction's own; the outputs given follow from index 1.
          outputIndex: timelockIndex + 1,
          scriptPubKey: {
            hex: toHex(bitcoinAddress.toOutputScript(timelock.to, bitcoinNetwork(request.network))),
            address: timelock.to,
          },
          value: timelock.value,
        }
      : null,
  };
}

/** getQuote for the typed sats: the tokens they buy now (capped at the available liquidity). */
export async function readQuoteForSatoshis(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  satoshis: bigint,
): Promise<{ tokensOut: bigint; requiredSatoshis: bigint; price: bigint }> {
  const quote = await nativeSwapContract(network, contracts).getQuote(
    Address.fromString(token),
    satoshis,
  );
  const { tokensOut, requiredSatoshis, price } = quote.properties;
  return { tokensOut, requiredSatoshis, price };
}
