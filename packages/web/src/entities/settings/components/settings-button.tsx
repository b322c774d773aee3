import { useState } from 'react';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { useSettingsStore } from '../stores/settings-store.ts';
import { SettingsModal } from './settings-modal.tsx';

/** The swap screens' settings button: shows the max slippage and opens the settings modal. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const slippage = useSettingsStore((state) =>
    slippagePercentText(BigInt(state.settings.maxSlippage)),
  );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Transaction settings, max slippage ${slippage}`}
        className="flex items-center gap-1.5 rounded-full border border-line bg-surface-2 px-3 py-1.5 text-sm font-medium text-text hover:border-accent"
      >
        <svg viewBox="0 0 20 20" className="size-4 text-muted" aria-hidden="true">
          <path
            fill="currentColor"
            d="M11.3 1.5l.4 2.1a6.6 6.6 0 0 1 1.6.9l2-.7 1.3 2.2-1.6 1.4a6.7 6.7 0 0 1 0 1.9l1.6 1.4-1.3 2.2-2-.7a6.6 6.6 0 0 1-1.6.9l-.4 2.1H8.7l-.4-2.1a6.6 6.6 0 0 1-1.6-.9l-2 .7-1.3-2.2L5 10.1a6.7 6.7 0 0 1 0-1.9L3.4 6.8l1.3-2.2 2 .7a6.6 6.6 0 0 1 1.6-.9l.4-2.1h2.6zM10 6.8a2.4 2.4 0 1 0 0 4.8 2.4 2.4 0 0 0 0-4.8z"
          />
        </svg>
        <span>{slippage}</span>
      </button>
      <SettingsModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
