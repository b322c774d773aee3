import { skipToken, useQuery } from '@tanstack/react-query';
import { DEBOUNCE_MS } from '@opswap/protocol/constants';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/**
 * The recipient's OP_NET address as the node resolves it (btc_publicKeyInfo), looked up once the
 * typed address has settled; data is null when the node does not know it.
 */
export function useRecipientKey(network: ProductNetwork, recipient: string, enabled: boolean) {
  const settled = useDebouncedValue(recipient.trim(), DEBOUNCE_MS.amountRecompute);
  const ready = enabled && settled === recipient.trim() && settled !== '';
  return useQuery({
    queryKey: ['send', network, 'recipient-key', settled],
    queryFn: ready
      ? async (): Promise<string | null> => {
          const chain = await loadChainModule(
            () => import('../../../entities/accounts/account-chain.ts'),
          );
          return chain.resolveRecipient(network, settled);
        }
      : skipToken,
    retry: false,
  });
}
