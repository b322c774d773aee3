import { randomBytes } from 'node:crypto';
import type { TestWallet } from '../support/wallets.ts';

/** A signed-in wallet of the crash test. */
export interface User {
  wallet: TestWallet;
  token: string;
}

export type WriteKind = 'activity' | 'reservation' | 'watch';

/** One write the test sent: where, what, and what became of it. */
export interface Write {
  kind: WriteKind;
  user: User;
  /** The activity's transaction id, the reservation's hash (lower case) or the token address. */
  key: string;
  path: string;
  body: Record<string, unknown>;
  /** acked: a 2xx came back; lost: the connection died first; refused: any other answer. */
  outcome: 'pending' | 'acked' | 'lost' | 'refused';
  answer?: string;
}

const ACTIVITY_KINDS = ['Send', 'Swap', 'NativeSwap', 'Stake'] as const;

/** Tokens each user may watch: a watchlist holds at most 100. */
export const WATCHABLE_TOKENS = 90;
export const tokenAddress = (index: number) => `0x${index.toString(16).padStart(64, '0')}`;

/** Every write of the test, each to a key of its own so its row can be told apart. */
export class WriteLedger {
  readonly writes: Write[] = [];
  private readonly prefix = randomBytes(8).toString('hex');
  private count = 0;
  private readonly watched = new Map<User, number>();

  next(kind: WriteKind, user: User): Write {
    const n = this.count++;
    const id = `${this.prefix}${n.toString(16).padStart(48, '0')}`;
    const write = (key: string, path: string, body: Record<string, unknown>): Write => {
      const entry: Write = { kind, user, key, path, body, outcome: 'pending' };
      this.writes.push(entry);
      return entry;
    };
    if (kind === 'activity') {
      const type = ACTIVITY_KINDS[n % ACTIVITY_KINDS.length]!;
      return write(id, 'activity/add', { type, transactionId: id, data: activityData(type, n) });
    }
    if (kind === 'reservation') {
      return write(id, 'reservation/track', { trackingInformation: reservation(id, n) });
    }
    const index = this.watched.get(user) ?? 0;
    this.watched.set(user, index + 1);
    if (index >= WATCHABLE_TOKENS) throw new Error('the test ran out of tokens to watch');
    const address = tokenAddress(index + 1);
    return write(address, 'watchlist/token', { address });
  }

  with(outcome: Write['outcome']): Write[] {
    return this.writes.filter((write) => write.outcome === outcome);
  }
}

function activityData(type: (typeof ACTIVITY_KINDS)[number], n: number): Record<string, unknown> {
  switch (type) {
    case 'Send':
      return { tokenAddress: tokenAddress(1), amount: (10n ** 30n + BigInt(n)).toString() };
    case 'Swap':
      return {
        tokenOne: 'bitcoin',
        tokenTwo: tokenAddress(2),
        amountIn: String(1000 + n),
        amountOut: (2n ** 255n + BigInt(n)).toString(),
        feeRate: 2.5,
      };
    case 'NativeSwap':
      return { reservationHash: `0x${n.toString(16).padStart(64, 'a')}` };
    case 'Stake':
      return { pool: 'MOTO', nested: { list: [n, 'x'.repeat(n % 200), { deep: true }] } };
  }
}

function reservation(hash: string, n: number): Record<string, unknown> {
  const delayed = n % 2 === 0;
  return {
    hash: n % 3 === 0 ? `0x${hash.toUpperCase()}` : hash,
    tokenSymbol: `T${n}`,
    tokenAddress: tokenAddress(3),
    amountIn: String(100_000 + n),
    amountOut: (10n ** 40n + BigInt(n)).toString(),
    simulationResult: { estimatedGas: String(n), estimatedSatGas: '20', minTokenOut: '1' },
    settings: {
      slippage: n % 101,
      miningFee: 1.5,
      priorityFee: n,
      reorgProtection: delayed ? 2 : 0,
    },
    ...(delayed
      ? {
          reservationUTXO: {
            transactionId: hash,
            outputIndex: n % 7,
            scriptPubKey: { hex: `0020${'cd'.repeat(32)}`, address: `bcrt1q${n}` },
            value: '330',
          },
        }
      : {}),
  };
}
