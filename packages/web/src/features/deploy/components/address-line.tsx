import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { CopyButton } from '../../../ui/copy-button.tsx';

/** A contract address, shortened with the whole one in its title, and a copy button. */
export function AddressLine({ address, label }: { address: string; label: string }) {
  return (
    <span className="flex items-center gap-1 font-mono text-xs text-muted">
      <span title={address}>{shortenAddress(address)}</span>
      <CopyButton text={address} label={`Copy ${label}`} />
    </span>
  );
}
