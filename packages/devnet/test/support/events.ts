import type { Address } from '@btc-vision/transaction';
import type { OPNetEvent } from 'opnet';

/** An event as the client decoded it, addresses as 0x hex so that toEqual can compare it. */
export interface PlainEvent {
  type: string;
  values: Record<string, unknown>;
}

const isAddress = (value: unknown): value is Address =>
  typeof value === 'object' && value !== null && 'toHex' in value;

export function plainEvent(event: OPNetEvent): PlainEvent {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event.properties)) {
    values[key] = isAddress(value) ? value.toHex() : value;
  }
  return { type: event.type, values };
}

export const plainEvents = (events: readonly OPNetEvent[]): PlainEvent[] => events.map(plainEvent);
