import { randomInt } from 'node:crypto';
import type { Network } from '@btc-vision/bitcoin';
import { BITCOIN_MAX_SUPPLY_SATS } from '@opswap/protocol/constants';
import { buildCoinbaseLikeTransaction } from '../tx/build-coinbase.ts';

export interface FaucetRequest {
  address: string;
  sats: bigint;
  height: number;
}

/**
 * A coinbase-shaped transaction paying `sats` to `address`: the devnet mints funding outputs out
 * of nothing, and serves the transaction as the outputs' previous transaction. `isTaken` tells
 * whether a txid is already in use, so that every payment gets its own.
 */
export function buildFaucetTransaction(
  request: FaucetRequest,
  network: Network,
  isTaken: (txid: string) => boolean = () => false,
): Uint8Array {
  if (request.sats <= 0n || request.sats > BITCOIN_MAX_SUPPLY_SATS) {
    throw new RangeError(`Faucet amount must be between 1 and ${BITCOIN_MAX_SUPPLY_SATS} sats`);
  }
  for (;;) {
    const built = buildCoinbaseLikeTransaction(
      [{ address: request.address, value: request.sats }],
      {
        height: request.height,
        nonce: randomInt(0, 2 ** 32 - 1),
        network,
      },
    );
    if (!isTaken(built.txid)) return built.raw;
  }
}
