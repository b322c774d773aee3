import { QUEUE_BAR_THRESHOLDS } from '../constants.ts';
import { waitingProviders } from './congestion.ts';

export type QueueBarLevel = keyof typeof QUEUE_BAR_THRESHOLDS | 'low';

export function getQueueBarLevel(consumedPercent: number): QueueBarLevel {
  if (consumedPercent >= QUEUE_BAR_THRESHOLDS.critical) return 'critical';
  if (consumedPercent >= QUEUE_BAR_THRESHOLDS.high) return 'high';
  if (consumedPercent >= QUEUE_BAR_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export interface QueueBar {
  /** Whole percent, rounded down so a threshold is reached only when truly reached. */
  consumedPercent: number;
  level: QueueBarLevel;
  providersLeft: number;
  label: string;
}

/** 'PROVIDER(S)' stays literal, as the spec writes it. */
export const providersLeftLabel = (providersLeft: number): string =>
  providersLeft === 0 ? 'SOLD OUT' : `${providersLeft} PROVIDER(S) LEFT`;

/**
 * A queue's bar from its length and starting index (entries before the starting index are
 * consumed). A queue with none left, including one that never had any, is full and 'SOLD OUT'.
 */
export function getQueueBar(queue: { length: number; startingIndex: number }): QueueBar {
  const providersLeft = waitingProviders(queue.length, queue.startingIndex);
  const consumedPercent =
    providersLeft === 0 ? 100 : Math.floor((queue.startingIndex * 100) / queue.length);
  return {
    consumedPercent,
    level: getQueueBarLevel(consumedPercent),
    providersLeft,
    label: providersLeftLabel(providersLeft),
  };
}
