import { formatRelativeTime, formatUtcDate } from '@opswap/protocol/format/relative-time';

/** When something happened, relative to `now` ('5 min ago'), with the UTC date as its title. */
export function RelativeTime({
  timestamp,
  now,
  className,
}: {
  timestamp: number;
  now: number;
  className?: string;
}) {
  return (
    <time
      dateTime={new Date(timestamp).toISOString()}
      title={formatUtcDate(timestamp)}
      className={className}
    >
      {formatRelativeTime(timestamp, now)}
    </time>
  );
}
