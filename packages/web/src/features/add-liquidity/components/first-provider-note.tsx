import { ADD_LIQUIDITY_TEXTS } from '@opswap/protocol/amm/add-liquidity';

/** Said wherever the deposit creates the pool or sets its price. */
export function FirstProviderNote() {
  return (
    <p className="rounded-xl bg-accent/10 px-3 py-2 text-sm text-text">
      {ADD_LIQUIDITY_TEXTS.firstProvider}
    </p>
  );
}
