import type { ReactNode } from 'react';

/** A bordered list of label/value rows (a trade's or an order's details). */
export function DetailCard({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <dl
      aria-label={label}
      className="flex flex-col gap-1.5 rounded-xl border border-line px-4 py-3 text-sm"
    >
      {children}
    </dl>
  );
}

/**
 * One row of a DetailCard: the label muted on the left, the value on the right (in a theme colour
 * such as 'text-warning' when `valueClassName` gives one).
 */
export function DetailRow({
  label,
  value,
  valueClassName = '',
}: {
  label: string;
  value: string;
  valueClassName?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className={`text-right font-medium tabular-nums ${valueClassName}`}>{value}</dd>
    </div>
  );
}

/** One row of a confirmation dialog's summary (inside a plain dl): the value may be markup. */
export function ConfirmRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="min-w-0 max-w-[60%] text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-right font-semibold">{children}</dd>
    </div>
  );
}
