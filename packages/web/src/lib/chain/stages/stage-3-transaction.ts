// Chain libraries, evaluation stage 3 of load-chain.ts: @btc-vision/transaction. Reached only
// through `await import()`.
import * as transaction from '@btc-vision/transaction';

export const modules: readonly object[] = [transaction];
