import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { popularTokens, type Token } from '@opswap/protocol/tokens/token';
import { useWatchHeldTokens } from '../../../activity/use-watch-held-tokens.ts';
import { usePopularTokens } from '../../api/get-popular-tokens.ts';
import { useRecentSearches } from '../../api/get-recent-searches.ts';
import { tokenKeys } from '../../token-query-keys.ts';
import { useNetworkStore } from '../../../../lib/network/network-store.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { TokenSearchPanel } from './token-search-panel.tsx';

export interface TokenPickerModalProps {
  open: boolean;
  onClose: () => void;
  onSelect: (token: Token) => void;
  /** Whether the native coin may be picked (Popular and the 'bitcoin' search offer it). */
  allowNative: boolean;
}

/**
 * The token picker (docs/swap.md#token-picker): 'Search Token Address...', the Popular tokens (the native coin
 * when allowed, MOTO, PILL, ODYS) and Recent Searches, or the search's results, with balances.
 */
export function TokenPickerModal({ open, onClose, onSelect, allowNative }: TokenPickerModalProps) {
  return (
    <Modal open={open} title="Select a token" onClose={onClose}>
      {open && <PickerBody onClose={onClose} onSelect={onSelect} allowNative={allowNative} />}
    </Modal>
  );
}

function PickerBody({ onClose, onSelect, allowNative }: Omit<TokenPickerModalProps, 'open'>) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const popular = usePopularTokens().data;
  const recent = useRecentSearches().data;
  // The tokens loaded with the user's balances: those held are watched once, automatically.
  const loaded = useMemo(
    () => [...(popular ? popularTokens(popular.native, popular.presets) : []), ...(recent ?? [])],
    [popular, recent],
  );
  useWatchHeldTokens(loaded);
  const choose = (token: Token) => {
    onSelect(token);
    onClose();
    void client.invalidateQueries({ queryKey: [...tokenKeys.network(network), 'recent'] });
  };
  return (
    <TokenSearchPanel
      placeholder="Search Token Address..."
      allowNative={allowNative}
      rowDetail="balance"
      onChoose={choose}
    />
  );
}
