import { opscanAccountUrl } from '@opswap/protocol/tokens/networks';
import { appConfig } from '../../../lib/config/app-config.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';

interface AccountExplorerLinkProps {
  /** A contract (token, pool) or wallet address. */
  address: string;
  /** The link's accessible name, e.g. 'MOTO on the explorer'. */
  label: string;
  children: React.ReactNode;
  className?: string;
}

/** A link to an address on the network's explorer; nothing where the network has none. */
export function AccountExplorerLink({
  address,
  label,
  children,
  className = 'text-accent hover:underline',
}: AccountExplorerLinkProps) {
  const network = useNetworkStore((state) => state.network);
  const explorer = appConfig.explorer(network);
  if (!explorer) return null;
  return (
    <a
      href={opscanAccountUrl(explorer, address)}
      target="_blank"
      rel="noreferrer"
      aria-label={label}
      className={className}
    >
      {children}
    </a>
  );
}
