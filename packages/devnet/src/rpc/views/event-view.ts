import { toBase64 } from '../../bytes.ts';
import type { ContractEvent } from '../../vm/execution.ts';

/** An event as receipts and blocks carry it (opnet's NetEventDocument). */
export interface EventView {
  contractAddress: string;
  type: string;
  /** Base64. */
  data: string;
}

export function eventView(event: ContractEvent): EventView {
  return { contractAddress: event.contract, type: event.type, data: toBase64(event.data) };
}

/** Events grouped by emitting contract (0x address), as btc_call answers them. */
export function eventsByContract(events: readonly ContractEvent[]): Record<string, EventView[]> {
  const grouped: Record<string, EventView[]> = {};
  for (const event of events) (grouped[event.contract] ??= []).push(eventView(event));
  return grouped;
}
