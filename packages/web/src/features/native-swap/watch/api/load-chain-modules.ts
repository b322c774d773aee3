// The watch screen's chain modules, loaded on first use into their own chunks (and the one
// place a test swaps them for fakes).
import { loadChainModule } from '../../../../lib/chain/load-chain.ts';

export const loadWatchChain = () =>
  loadChainModule(() => import('../../../../entities/native-swap/watch-chain.ts'));
export const loadCancelChain = () =>
  loadChainModule(() => import('../../../../entities/native-swap/cancel-chain.ts'));
