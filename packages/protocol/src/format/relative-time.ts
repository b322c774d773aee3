const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// Calendar-free on purpose: the long form only needs a stable order of magnitude.
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

/** From this age on the short form shows a date instead of 'Nd'. */
export const SHOW_DATE_FROM_MS = 7 * DAY_MS;

export const JUST_NOW = 'Just now';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A calendar date in UTC, the same in every locale and time zone: 'Nov 22, 2026'. */
export function formatUtcDate(timestampMs: number): string {
  const date = new Date(timestampMs);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * Short age of a timestamp (ms): 'Just now' under a minute, then '5m', '3h', '6d', and from 7 days
 * on the UTC date. Timestamps ahead of `nowMs` (clock skew) also read 'Just now'.
 */
export function formatRelativeTime(timestampMs: number, nowMs: number): string {
  const age = nowMs - timestampMs;
  if (age < MINUTE_MS) return JUST_NOW;
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)}m`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h`;
  if (age < SHOW_DATE_FROM_MS) return `${Math.floor(age / DAY_MS)}d`;
  return formatUtcDate(timestampMs);
}

const LONG_UNITS = [
  { below: MINUTE_MS, size: SECOND_MS, one: 'sec', many: 'secs' },
  { below: HOUR_MS, size: MINUTE_MS, one: 'min', many: 'mins' },
  { below: DAY_MS, size: HOUR_MS, one: 'hour', many: 'hours' },
  { below: MONTH_MS, size: DAY_MS, one: 'day', many: 'days' },
  { below: YEAR_MS, size: MONTH_MS, one: 'month', many: 'months' },
] as const;
const YEAR_UNIT = { size: YEAR_MS, one: 'year', many: 'years' } as const;

/**
 * Long age of a timestamp (ms): '1 sec ago', '5 secs ago' ... '2 years ago' (a month is 30 days,
 * a year 365). Under one second, or ahead of `nowMs`, it reads 'Just now'.
 */
export function formatTimeAgo(timestampMs: number, nowMs: number): string {
  const age = nowMs - timestampMs;
  if (age < SECOND_MS) return JUST_NOW;
  const unit = LONG_UNITS.find(({ below }) => age < below) ?? YEAR_UNIT;
  const count = Math.floor(age / unit.size);
  return `${count} ${count === 1 ? unit.one : unit.many} ago`;
}
