import type { AddActivityBodyJson } from '@opswap/protocol/schemas/activity';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ConnectedWallet } from '../../lib/wallet/wallet-store.ts';

/** What every send gets: the app's network and the connected wallet, checked to be on it. */
export interface WalletContext {
  network: ProductNetwork;
  wallet: ConnectedWallet;
}

/** A send that pays network fees also gets them, at the user's settings. */
export interface PaidContext extends WalletContext {
  fees: TransactionFees;
}

/** What a sent transaction leaves behind; kinds may add what their activity or next step needs. */
export interface SentTransaction {
  transactionId: string;
}

/** The token a transaction spends through a contract, which must be approved to spend it. */
export interface TokenApproval {
  /** The token spent (0x address). */
  token: string;
  /** The contract that spends it (0x address): the router, NativeSwap. */
  spender: string;
  amount: bigint;
}

/** The steps every kind has, given what its send gets (`Context`). */
export interface KindSteps<Plan, Sent extends SentTransaction, Context> {
  /**
   * Sends the transaction: loads its chain module with `await import()`, simulates the call and
   * sends it through the wallet. A UserFacingError stops it with its own text.
   */
  send: (plan: Plan, context: Context) => Promise<Sent>;
  /** Work that must follow the send before its activity is recorded (handing it to the api). */
  afterSend?: (plan: Plan, sent: Sent, context: Context) => Promise<void> | void;
  /** The activity to record with the api once sent. */
  activity?: (plan: Plan, sent: Sent, context: Context) => AddActivityBodyJson;
  /** The text a failure shows; default: the error catalogue's (protocol toUserMessage). */
  failureMessage?: (error: unknown) => string;
}

/** An OP_NET interaction: it pays fees at the user's settings and may need an approval first. */
export interface PaidTransactionKind<Plan, Sent extends SentTransaction> extends KindSteps<
  Plan,
  Sent,
  PaidContext
> {
  /** The fees at the user's fee rate and priority fee (protocol transaction-fees). */
  fees: (feeRate: number, priorityFee: bigint, plan: Plan) => TransactionFees;
  /** Checks before anything is signed (the balance read again); a UserFacingError stops it. */
  check?: (plan: Plan, context: PaidContext) => Promise<void>;
  /**
   * The approval the transaction needs, when it spends a token through a contract; a list when
   * it spends several (adding liquidity spends both tokens of the pair). Each is sent only when
   * its allowance is short.
   */
  approval?: (plan: Plan) => TokenApproval | readonly TokenApproval[];
}

/** The approvals of a plan as a list, none when the kind spends no token through a contract. */
export function approvalsOf<Plan>(
  kind: { approval?: (plan: Plan) => TokenApproval | readonly TokenApproval[] },
  plan: Plan,
): readonly TokenApproval[] {
  const approval = kind.approval?.(plan);
  if (approval === undefined) return [];
  return 'token' in approval ? [approval] : approval;
}

/** A transaction whose fee does not come from the settings (a cancellation pays its own). */
export interface UnpaidTransactionKind<Plan, Sent extends SentTransaction> extends KindSteps<
  Plan,
  Sent,
  WalletContext
> {
  fees?: undefined;
  check?: undefined;
  approval?: undefined;
}

/**
 * Everything specific to one kind of transaction: its call and its activity. The rest (the
 * wallet check, fees, approval, dialogs, balance refresh, error mapping) is the shared flow's.
 */
export type TransactionKind<Plan, Sent extends SentTransaction = SentTransaction> =
  PaidTransactionKind<Plan, Sent> | UnpaidTransactionKind<Plan, Sent>;
