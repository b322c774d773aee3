import type { ReactNode } from 'react';
import { SettingsButton } from '../settings/components/settings-button.tsx';
import { TradeTabs } from './trade-tabs.tsx';

/** The card every trade screen sits in: the Swap/Send tabs and the settings button on top. */
export function TradeCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-3 py-6 md:py-12">
      <h1 className="sr-only">{heading}</h1>
      <div className="rounded-3xl border border-line bg-surface p-3 shadow-xl md:p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <TradeTabs />
          <SettingsButton />
        </div>
        {children}
      </div>
    </section>
  );
}
