import { useNavigate } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import type { Token } from '@opswap/protocol/tokens/token';
import { TokenSearchPanel } from '../../entities/tokens/picker/components/token-search-panel.tsx';
import { Modal } from '../../ui/modal.tsx';

export interface TokenSearchModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The header's token search (spec 2): results once the trimmed text passes 10 characters, else
 * Recent Searches; a Popular strip of MOTO, PILL and ODYS; a result opens /token/{address}.
 */
export function TokenSearchModal({ open, onClose }: TokenSearchModalProps) {
  return (
    <Modal open={open} title="Search tokens" onClose={onClose}>
      {open && <SearchBody onClose={onClose} />}
    </Modal>
  );
}

function SearchBody({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const openTokenPage = (token: Token) => {
    onClose();
    void navigate(routes.token(token.address));
  };
  return (
    <TokenSearchPanel
      placeholder="Search token address..."
      allowNative={false}
      rowDetail="address"
      onChoose={openTokenPage}
    />
  );
}
