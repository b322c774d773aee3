// Chain libraries, evaluation stage 2 of load-chain.ts: the bitcoin library that
// @btc-vision/transaction carries. Reached only through `await import()`.
import * as transactionBitcoin from '@btc-vision/transaction/browser/btc-vision-bitcoin';

export const modules: readonly object[] = [transactionBitcoin];
