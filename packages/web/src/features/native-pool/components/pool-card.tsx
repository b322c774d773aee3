import type { ReactNode } from 'react';
import { FACTORY_ADDRESS_DEAD } from '@opswap/protocol/errors/messages';
import { networkNotSupportedText } from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES, type ProductNetwork } from '@opswap/protocol/tokens/networks';
import { SettingsButton } from '../../../entities/settings/components/settings-button.tsx';

/** The card a native pool screen sits in: its heading, what it does and the settings button. */
export function PoolCard(props: { heading: string; intro: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-3 py-6 md:py-12">
      <div className="rounded-3xl border border-line bg-surface p-3 shadow-xl md:p-4">
        <div className="mb-1 flex items-center justify-between gap-2">
          <h1 className="px-1 text-xl font-bold text-text">{props.heading}</h1>
          <SettingsButton />
        </div>
        <p className="mb-3 px-1 text-sm text-muted">{props.intro}</p>
        {props.children}
      </div>
    </section>
  );
}

/** A network without a NativeSwap contract: 'Factory address is dead' and what to do. */
export function NativeSwapUnavailable({ network }: { network: ProductNetwork }) {
  return (
    <div role="alert" className="rounded-xl bg-surface-2 px-4 py-6 text-center text-sm">
      <p className="font-semibold text-danger">{FACTORY_ADDRESS_DEAD}</p>
      <p className="mt-1 text-muted">{networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}</p>
    </div>
  );
}
