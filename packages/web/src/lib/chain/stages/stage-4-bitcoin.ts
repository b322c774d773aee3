// Chain libraries, evaluation stage 4 of load-chain.ts: @btc-vision/bitcoin. Reached only through
// `await import()`.
import * as bitcoin from '@btc-vision/bitcoin';

export const modules: readonly object[] = [bitcoin];
