/** The deploy forms' main button. */
export const primaryButtonClass =
  'rounded-xl bg-accent px-4 py-3 font-semibold text-accent-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60';

/** A link on as a small outlined button. */
export const secondaryLinkClass =
  'rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
