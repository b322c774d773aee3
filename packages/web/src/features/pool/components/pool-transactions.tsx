import { POOL_DETAIL_TEXTS } from '@opswap/protocol/amm/positions-texts';
import { Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { TransactionsTable } from '../../../entities/market/ui/transactions-table.tsx';
import { usePoolActivity } from '../../../entities/pools/get-pool-activity.ts';

/** The pool's latest transactions (its first page of 50, newest first). */
export function PoolTransactions({ poolAddress }: { poolAddress: string }) {
  const activity = usePoolActivity(poolAddress);
  return (
    <section aria-labelledby="pool-transactions-title" className="flex flex-col gap-3">
      <h2 id="pool-transactions-title" className="text-lg font-semibold">
        {POOL_DETAIL_TEXTS.recentTransactions}
      </h2>
      {activity.error ? (
        <LoadError error={activity.error} what="the pool's transactions" />
      ) : activity.isPending ? (
        <Loading what="the pool's transactions" />
      ) : (
        <TransactionsTable
          transactions={activity.data.transactions}
          caption={POOL_DETAIL_TEXTS.recentTransactions}
          emptyText={POOL_DETAIL_TEXTS.noTransactions}
        />
      )}
    </section>
  );
}
