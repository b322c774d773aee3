import type { Token } from '@opswap/protocol/tokens/token';

/** A confirmed send: what goes where. */
export interface SendPlan {
  token: Token;
  amount: bigint;
  /** The address as typed. */
  recipient: string;
  /** The recipient's OP_NET address for a token transfer; null for a Bitcoin payment. */
  recipientAddress: string | null;
}
