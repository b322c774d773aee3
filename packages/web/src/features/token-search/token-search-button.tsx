import { lazy, Suspense } from 'react';
import { useWalletGatedModal } from '../../entities/tokens/picker/use-wallet-gated-modal.ts';

const TokenSearchModal = lazy(async () => ({
  default: (await import('./token-search-modal.tsx')).TokenSearchModal,
}));

/**
 * The header's token search: a button that opens the search modal, or the login modal for a
 * visitor without a wallet (spec 2 "Chrome"). The modal's code loads when it first opens.
 */
export function TokenSearchButton() {
  const search = useWalletGatedModal();
  return (
    <>
      <button
        type="button"
        aria-label="Search tokens"
        onClick={search.request}
        className="flex items-center gap-2 rounded-full border border-line bg-surface-2 px-3 py-1.5 text-sm text-muted hover:border-accent hover:text-text"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="hidden lg:inline">Search tokens</span>
      </button>
      {search.open && (
        <Suspense fallback={null}>
          <TokenSearchModal open onClose={search.close} />
        </Suspense>
      )}
    </>
  );
}
