import { NETWORK_DISPLAY_NAMES, type ProductNetwork } from '@opswap/protocol/tokens/networks';
import { networkNotSupportedText } from '@opswap/protocol/tokens/network-contracts';

/** Shown on a network whose contracts the product does not know yet. */
export function NetworkNotSupported({ network }: { network: ProductNetwork }) {
  return (
    <p role="status" className="rounded-xl bg-surface-2 px-4 py-6 text-center text-sm text-muted">
      {networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}
    </p>
  );
}
