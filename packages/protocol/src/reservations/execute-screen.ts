import { reorgProtectionBlocksRemaining } from '../nativeswap/reorg-protection.ts';
import { MAXIMUM_ALLOWED_SAT_TO_SPEND } from '../constants.ts';
import { satsText } from '../listings/to-bitcoin-listing.ts';
import { reservationBlocksRemaining } from '../nativeswap/reservation-lifecycle.ts';

/** The swap simulation on the execute screen. */
export type ExecuteSimulation = 'success' | 'error' | 'not-simulated';
export type ExecuteSimulationLabel = 'Success' | 'Error' | 'Not Simulated';

/** What became of the last swap attempt on this screen. */
export type ExecuteSendOutcome = 'idle' | 'sending' | 'no-receipt';

export interface ExecuteScreenInput {
  currentBlock: number;
  expiresAtBlock: number;
  confirmedAtBlock: number;
  /** The reservation's reorg protection (activation delay) in blocks, 0 when off. */
  reorgProtectionBlocks: number;
  simulation: ExecuteSimulation;
  /** The swap hash is on the ignore list or its activity is still Pending. */
  swapAlreadyPending: boolean;
  sendOutcome: ExecuteSendOutcome;
}

export interface ExecuteScreen {
  remainingBlocks: number;
  /** Blocks still to wait for reorg protection; 0 when the swap may be executed. */
  reorgWaitBlocks: number;
  expired: boolean;
  /** 'Expired' replaces the reservation's status while expired. */
  statusLabel: 'Expired' | null;
  simulationLabel: ExecuteSimulationLabel;
  message: string | null;
  canSwap: boolean;
}

export const RESERVATION_EXPIRED_MESSAGE =
  'Your reservation has expired. Please create a new reservation to swap.';
export const SWAP_ALREADY_PENDING_MESSAGE =
  'This swap is already pending. Please check your activity page.';
export const SWAP_NO_RECEIPT_MESSAGE = 'Swap failed. No receipt returned from the network.';
/** '(s)' stays literal, as the spec writes it. */
export const reorgWaitMessage = (blocks: number): string =>
  `Please wait ${blocks} more block(s) for reorg protection.`;

const SIMULATION_LABELS: Record<ExecuteSimulation, ExecuteSimulationLabel> = {
  success: 'Success',
  error: 'Error',
  'not-simulated': 'Not Simulated',
};

export function simulationLabel(simulation: ExecuteSimulation): ExecuteSimulationLabel {
  return SIMULATION_LABELS[simulation];
}

/**
 * The execute screen (docs/native-swap.md#execute): expired when no block remains or the simulation
 * failed. Messages by precedence: already pending, expired, no receipt, reorg wait. The swap needs
 * a successful simulation, so callers should simulate only once the reorg wait is over (an early
 * simulation fails and would mark the reservation expired).
 */
export function getExecuteScreen(input: ExecuteScreenInput): ExecuteScreen {
  const remainingBlocks = reservationBlocksRemaining(input.expiresAtBlock, input.currentBlock);
  const wait = reorgProtectionBlocksRemaining(
    input.confirmedAtBlock,
    input.reorgProtectionBlocks,
    input.currentBlock,
  );
  const expired = remainingBlocks === 0 || input.simulation === 'error';
  let message: string | null = null;
  if (input.swapAlreadyPending) message = SWAP_ALREADY_PENDING_MESSAGE;
  else if (expired) message = RESERVATION_EXPIRED_MESSAGE;
  else if (input.sendOutcome === 'no-receipt') message = SWAP_NO_RECEIPT_MESSAGE;
  else if (wait > 0) message = reorgWaitMessage(wait);
  return {
    remainingBlocks,
    reorgWaitBlocks: wait,
    expired,
    statusLabel: expired ? 'Expired' : null,
    simulationLabel: simulationLabel(input.simulation),
    message,
    canSwap:
      !expired &&
      !input.swapAlreadyPending &&
      wait === 0 &&
      input.sendOutcome !== 'sending' &&
      input.simulation === 'success',
  };
}

/** The review before the swap is sent, as the pool swap has one: its title and its button. */
export const CONFIRM_SWAP = 'Confirm Swap';

/** What the swap pays in all: each provider of the reservation its own amount (sats). */
export function swapPaymentSats(providers: readonly { satoshisAmount: bigint }[]): bigint {
  return providers.reduce((total, provider) => total + provider.satoshisAmount, 0n);
}

/** Who the review says is paid, e.g. '2 liquidity providers'. */
export const providersText = (count: number): string =>
  `${count} liquidity provider${count === 1 ? '' : 's'}`;

/** The swap's network fees, capped by what the transaction may spend beyond the payments. */
export const SWAP_FEES_TEXT = `At most ${satsText(MAXIMUM_ALLOWED_SAT_TO_SPEND.swap)}`;
