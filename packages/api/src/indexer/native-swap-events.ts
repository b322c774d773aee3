import { BinaryReader } from '@btc-vision/transaction';
import type { IndexedEvent } from './block-handler.ts';

// NativeSwap's events as its shipped ABI encodes them (big-endian, strings with a u32 length).

export interface ReservationCreatedEvent {
  expectedAmountOut: bigint;
  totalSatoshis: bigint;
}

export interface LiquidityReservedEvent {
  /** The provider's CSV deposit address the buyer pays. */
  depositAddress: string;
  satoshisAmount: bigint;
  providerId: bigint;
  tokenAmount: bigint;
}

export function decodeReservationCreated(data: Uint8Array): ReservationCreatedEvent {
  const reader = new BinaryReader(data);
  return { expectedAmountOut: reader.readU256(), totalSatoshis: reader.readU64() };
}

export function decodeLiquidityReserved(data: Uint8Array): LiquidityReservedEvent {
  const reader = new BinaryReader(data);
  return {
    depositAddress: reader.readStringWithLength(),
    satoshisAmount: reader.readU64(),
    providerId: reader.readU256(),
    tokenAmount: reader.readU128(),
  };
}

/** The events of one type that a given contract emitted. */
export function eventsOf(
  events: readonly IndexedEvent[],
  contract: string | null,
  type: string,
): IndexedEvent[] {
  return events.filter((event) => event.type === type && event.contract === contract);
}
