import { activityTokenAmounts } from '@opswap/protocol/activity/activity-amounts';
import { UNKNOWN_VALUE_TEXT } from '@opswap/protocol/activity/dashboard-texts';
import type { Activity } from '@opswap/protocol/schemas/activity';
import { TokenAmount } from './token-amount.tsx';

/**
 * The tokens and amounts an activity moved: 'in → out' for a swap, 'one + two' for a liquidity
 * deposit or withdrawal, the one amount otherwise.
 */
export function ActivityAmounts({ activity }: { activity: Activity }) {
  const amounts = activityTokenAmounts(activity);
  if (amounts.length === 0) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5">
      {amounts.map((entry, index) => (
        <span key={`${entry.role}-${entry.token}`} className="flex items-center gap-x-1.5">
          {index > 0 &&
            (entry.role === amounts[index - 1]?.role ? (
              <span aria-label="and">+</span>
            ) : (
              <span aria-label="for">→</span>
            ))}
          <TokenAmount address={entry.token} amount={entry.amount} />
        </span>
      ))}
    </span>
  );
}
