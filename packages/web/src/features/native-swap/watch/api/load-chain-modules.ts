// The watch screen's chain modules, loaded on first use into their own chunks (and the one
// place a test swaps them for fakes).
export const loadWatchChain = () => import('../../../../entities/native-swap/watch-chain.ts');
export const loadCancelChain = () => import('../../../../entities/native-swap/cancel-chain.ts');
