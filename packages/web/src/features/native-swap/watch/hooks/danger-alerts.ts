import { useEffect, useState } from 'react';
import { AT_RISK } from '@opswap/protocol/watch/danger';
import {
  AT_RISK_RECOMMENDATION,
  dangerPageTitle,
  TITLE_BLINK_MS,
  WATCH_PAGE_TITLE,
} from '@opswap/protocol/watch/watch-texts';
import { usePageTitle } from '../../../../hooks/use-page-title.ts';

/** Alert tunes (Hz, one note each 180 ms); one is picked at random each time. */
const ALERT_TUNES: readonly (readonly number[])[] = [
  [880, 660, 880, 660],
  [523, 659, 784, 1047],
  [988, 988, 740, 740],
  [660, 880, 1100],
];
const NOTE_SECONDS = 0.18;

type AudioContextClass = typeof AudioContext;

/** Plays a short random alert tune through Web Audio (no asset); silent where it is missing. */
export function playAlertSound(random: () => number = Math.random): void {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  const tune = ALERT_TUNES[Math.floor(random() * ALERT_TUNES.length)] ?? ALERT_TUNES[0]!;
  const context = new Context();
  tune.forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.05;
    oscillator.connect(gain).connect(context.destination);
    const start = context.currentTime + index * NOTE_SECONDS;
    oscillator.start(start);
    oscillator.stop(start + NOTE_SECONDS * 0.8);
    if (index === tune.length - 1) oscillator.onended = () => void context.close();
  });
}

/** Asks for browser notifications (once) and shows the danger one when allowed. */
export async function notifyDanger(): Promise<void> {
  if (typeof Notification === 'undefined') return;
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'granted') new Notification(AT_RISK, { body: AT_RISK_RECOMMENDATION });
}

/** Asks for notification permission ahead of time (from a click, where browsers allow it). */
export function requestNotificationPermission(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/**
 * While the swap is in danger: a notification and an alert sound when the danger starts, and a
 * page title blinking between 'At Risk' and the screen's title (docs/native-swap.md#swap-at-risk).
 */
export function useDangerAlerts(inDanger: boolean): void {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!inDanger) return;
    playAlertSound();
    void notifyDanger().catch(() => undefined);
    const blink = window.setInterval(() => setTick((value) => value + 1), TITLE_BLINK_MS);
    return () => window.clearInterval(blink);
  }, [inDanger]);
  usePageTitle(inDanger ? dangerPageTitle(tick) : WATCH_PAGE_TITLE);
}
