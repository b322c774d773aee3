import {
  PRICE_IMPACT_WARNINGS,
  type PriceImpactSeverity,
  priceImpactSeverity,
} from '@opswap/protocol/amm/price-impact';

/** The colour of a price impact by severity: the theme's warning and danger colours. */
export const PRICE_IMPACT_TEXT_CLASS: Record<PriceImpactSeverity, string> = {
  normal: '',
  high: 'text-warning',
  'very-high': 'text-danger',
};

const BOX_CLASS = {
  high: 'bg-warning/10 text-warning',
  'very-high': 'bg-danger/10 text-danger',
} as const;

/** The warning under a high or very high price impact; nothing at 5 percent or less. */
export function PriceImpactWarning({ impactBps }: { impactBps: bigint }) {
  const severity = priceImpactSeverity(impactBps);
  if (severity === 'normal') return null;
  return (
    <p className={`rounded-lg px-3 py-2 text-sm font-medium ${BOX_CLASS[severity]}`}>
      {PRICE_IMPACT_WARNINGS[severity]}
    </p>
  );
}
