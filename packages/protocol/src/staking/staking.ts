import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import { BALANCE_FETCH_PROBLEM } from '../errors/messages.ts';
import { groupThousands } from '../format/format-amount.ts';
import { formatBasisPointsPercent } from '../format/percent.ts';
import type { StakeTabSegment } from '../routes/routes.ts';
import {
  blockedButton,
  enterAmountText,
  insufficientBalanceText,
  LOADING_BALANCE,
  readyButton,
  type SwapButton,
  walletNotConnectedButton,
} from '../swap/swap-button.ts';
import { routerCallFees } from '../swap/transaction-fees.ts';
import type { TransactionFlowPhase } from '../transactions/transaction-flow.ts';
import { DEFAULT_LOCKUP, type LockupParameters, lockupEndBlock } from './slashing.ts';

/**
 * MOTO staking (docs/staking.md): stake MOTO, earn a share of every fee that reaches the staking
 * contract, claim it, restake its MOTO part (compound) or unstake everything, early unstakes
 * paying a slashing fee that stays with the remaining stakers.
 */
export const STAKING_TEXTS = {
  title: 'Stake',
  subtitle:
    'Stake MOTO to earn a share of the fees NativeSwap and MotoSwap pay to staking, in every reward token.',
  tabsLabel: 'Staking actions',
  connect: 'Please connect your wallet to stake MOTO.',
  loading: 'Loading your stake…',
  loadError: 'Could not load your stake',
  balance: 'Your MOTO balance',
  staked: 'Staked',
  totalStaked: 'Total staked',
  pendingRewards: 'Pending rewards',
  noRewardTokens: 'No reward tokens are enabled',
  lockup: 'Lock-up',
  slashingFee: 'Slashing fee if you unstake now',
  amount: 'Amount to stake',
  max: 'MAX',
  stake: 'Stake MOTO',
  staking: 'Staking...',
  approving: 'Approving MOTO...',
  stakeTitle: 'Stake MOTO',
  stakeExplanation:
    'Your MOTO is locked in the staking contract. Staking restarts your lock-up: unstaking within it pays the slashing fee.',
  youStake: 'You stake',
  stakedAfter: 'Staked after',
  confirmStake: 'Confirm Stake',
  stakeSent: 'Stake sent',
  stakeFailed: 'Stake failed',
  claim: 'Claim Rewards',
  claiming: 'Claiming...',
  claimTitle: 'Claim rewards',
  claimExplanation:
    'Every pending reward is paid to your wallet. Claiming restarts your lock-up, as staking does.',
  youReceive: 'You receive',
  confirmClaim: 'Confirm Claim',
  claimSent: 'Claim sent',
  claimFailed: 'Claim failed',
  noRewards: 'No rewards to claim',
  unstake: 'Unstake All',
  unstaking: 'Unstaking...',
  unstakeTitle: 'Unstake MOTO',
  unstakeExplanation:
    'The staking contract unstakes everything you staked and pays your pending rewards with it.',
  slashingFeeRow: 'Slashing fee',
  youGetBack: 'MOTO you get back',
  confirmUnstake: 'Confirm Unstake',
  unstakeSent: 'Unstake sent',
  unstakeFailed: 'Unstake failed',
  nothingStaked: 'Nothing staked',
  compound: 'Compound',
  compounding: 'Compounding...',
  compoundTitle: 'Compound rewards',
  compoundExplanation:
    'Your pending MOTO reward is staked in the same call; other reward tokens are paid to your wallet, as a claim pays them. Compounding restarts your lock-up, as staking does.',
  youRestake: 'MOTO restaked',
  otherRewardsPaid: 'Paid to your wallet',
  confirmCompound: 'Confirm Compound',
  compoundSent: 'Compound sent',
  compoundFailed: 'Compound failed',
  noMotoRewards: 'No MOTO rewards to compound',
  back: 'Back to staking',
  approvalNote: 'Your wallet first approves MOTO for the staking contract.',
  claimedSummary: 'Claimed your staking rewards',
} as const;

/** The sent view's line of a stake, an unstake and a compound, given the formatted MOTO amount. */
export const stakedSummary = (amount: string): string => `Staked ${amount}`;
export const unstakedSummary = (amount: string): string => `Unstaked ${amount}`;
export const restakedSummary = (amount: string): string => `Restaked ${amount}`;

/** Every staking call (and the MOTO approval before a stake) pays as a router call: up to 20,000 sats. */
export const stakingFees = routerCallFees;

export const STAKE_TABS: readonly { segment: StakeTabSegment; label: string }[] = [
  { segment: 'stake', label: 'Stake' },
  { segment: 'claim', label: 'Claim' },
  { segment: 'unstake', label: 'Unstake' },
  { segment: 'compound', label: 'Compound' },
];

/** The tab a /stake/:activeTab address shows: Stake for /stake and for anything unknown. */
export function stakeTabOf(segment: string | undefined): StakeTabSegment {
  return STAKE_TABS.find((tab) => tab.segment === segment)?.segment ?? 'stake';
}

/** What an unstake pays and returns: the whole stake, less the fee calculateSlashingFee reads. */
export interface UnstakeFigures {
  staked: bigint;
  fee: bigint;
  /** The MOTO that comes back (rewards come on top). */
  returned: bigint;
  /** The fee as a percent of the stake: '18.00%'. */
  feePercent: string;
}

export function unstakeFigures(staked: bigint, fee: bigint): UnstakeFigures {
  const capped = fee > staked ? staked : fee;
  const bps = staked === 0n ? 0n : (capped * 10_000n) / staked;
  return {
    staked,
    fee: capped,
    returned: staked - capped,
    feePercent: formatBasisPointsPercent(bps),
  };
}

/** The stake once compound restakes the pending MOTO reward. */
export function stakedAfterCompound(staked: bigint, pendingMoto: bigint): bigint {
  return staked + pendingMoto;
}

/** Where the user's lock-up stands, from their last stake, claim or compound. */
export type LockupState =
  | { status: 'none' }
  | { status: 'running'; endBlock: bigint; blocksLeft: bigint }
  | { status: 'over' };

/**
 * The lock-up, with the deployed contract's parameters (they cannot be read through the ABI):
 * none without a stake, running until its end block, then over.
 */
export function lockupState(
  staked: bigint,
  lastInteractedBlock: bigint,
  currentBlock: bigint,
  lockup: LockupParameters = DEFAULT_LOCKUP,
): LockupState {
  if (staked === 0n) return { status: 'none' };
  const endBlock = lockupEndBlock(lastInteractedBlock, lockup);
  if (currentBlock >= endBlock) return { status: 'over' };
  return { status: 'running', endBlock, blocksLeft: endBlock - currentBlock };
}

export function lockupText(state: LockupState): string {
  switch (state.status) {
    case 'none':
      return 'No stake, no lock-up';
    case 'over':
      return 'Over: unstaking is free';
    case 'running':
      return `Until block ${groupThousands(state.endBlock)} (${groupThousands(state.blocksLeft)} blocks left)`;
  }
}

/** A balance the stake amount is checked against: read, still loading, or its read failed. */
export type StakeBalance =
  { status: 'known'; value: bigint } | { status: 'loading' } | { status: 'failed' };

export interface StakeButtonInput {
  walletConnected: boolean;
  /** Base units of MOTO; null while empty. */
  amount: bigint | null;
  balance: StakeBalance;
  phase: TransactionFlowPhase;
}

export type StakeButtonState =
  | 'wallet-not-connected'
  | 'enter-amount'
  | 'loading-balance'
  | 'balance-fetch-problem'
  | 'insufficient-balance'
  | 'approving'
  | 'staking'
  | 'ready';

/** The Stake button: the first failing check wins; in flight it follows the approval and stake. */
export function getStakeButton(input: StakeButtonInput): SwapButton<StakeButtonState> {
  if (!input.walletConnected) return walletNotConnectedButton();
  if (input.phase === 'approving') return blockedButton('approving', STAKING_TEXTS.approving, true);
  if (input.phase === 'sending') return blockedButton('staking', STAKING_TEXTS.staking, true);
  if (!hasAmount(input.amount)) return blockedButton('enter-amount', enterAmountText('MOTO'));
  const { balance } = input;
  if (balance.status === 'loading') return blockedButton('loading-balance', LOADING_BALANCE, true);
  if (balance.status === 'failed') {
    return blockedButton('balance-fetch-problem', BALANCE_FETCH_PROBLEM);
  }
  if (!isWithinBalance(input.amount, balance.value)) {
    return blockedButton('insufficient-balance', insufficientBalanceText('MOTO'));
  }
  return readyButton('ready', STAKING_TEXTS.stake);
}

export type ActionButtonState = 'sending' | 'nothing' | 'ready';

/** A button of an action without an amount: blocked when there is nothing to act on. */
function actionButton(
  phase: TransactionFlowPhase,
  possible: boolean,
  texts: { ready: string; busy: string; nothing: string },
): SwapButton<ActionButtonState> {
  if (phase !== 'idle') return blockedButton('sending', texts.busy, true);
  if (!possible) return blockedButton('nothing', texts.nothing);
  return readyButton('ready', texts.ready);
}

/** Claim: something pending in any reward token. */
export function getClaimButton(
  pendingRewards: readonly bigint[],
  phase: TransactionFlowPhase,
): SwapButton<ActionButtonState> {
  return actionButton(
    phase,
    pendingRewards.some((amount) => amount > 0n),
    {
      ready: STAKING_TEXTS.claim,
      busy: STAKING_TEXTS.claiming,
      nothing: STAKING_TEXTS.noRewards,
    },
  );
}

/** Unstake: a stake to take back. */
export function getUnstakeButton(
  staked: bigint,
  phase: TransactionFlowPhase,
): SwapButton<ActionButtonState> {
  return actionButton(phase, staked > 0n, {
    ready: STAKING_TEXTS.unstake,
    busy: STAKING_TEXTS.unstaking,
    nothing: STAKING_TEXTS.nothingStaked,
  });
}

/** Compound: a pending MOTO reward (other reward tokens alone would revert). */
export function getCompoundButton(
  pendingMoto: bigint,
  phase: TransactionFlowPhase,
): SwapButton<ActionButtonState> {
  return actionButton(phase, pendingMoto > 0n, {
    ready: STAKING_TEXTS.compound,
    busy: STAKING_TEXTS.compounding,
    nothing: STAKING_TEXTS.noMotoRewards,
  });
}
