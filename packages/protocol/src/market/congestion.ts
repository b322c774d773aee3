import { CONGESTION_THRESHOLDS } from '../constants.ts';

/** The congestion badges of the spec's table, and 'Empty' when no provider waits. */
export type CongestionBadge = (typeof CONGESTION_THRESHOLDS)[number]['badge'] | 'Empty';

/** The congestion badge from the providers waiting in the priority and standard queues. */
export function getCongestionBadge(
  priorityWaiting: number,
  standardWaiting: number,
): CongestionBadge {
  const total = priorityWaiting + standardWaiting;
  const level = CONGESTION_THRESHOLDS.find(({ minimum }) => total >= minimum);
  return level?.badge ?? 'Empty';
}

/** Providers still waiting in a queue: entries from its starting index to its length. */
export function waitingProviders(queueLength: number, queueStartingIndex: number): number {
  return Math.max(0, queueLength - queueStartingIndex);
}
