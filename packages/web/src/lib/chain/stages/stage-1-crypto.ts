// Chain libraries, evaluation stage 1 of load-chain.ts: the hash and curve libraries and the
// vendored modules under @btc-vision/transaction. Reached only through `await import()`.
import * as curves from '@btc-vision/transaction/browser/noble-curves';
import * as hashes from '@btc-vision/transaction/browser/noble-hashes';
import * as vendors from '@btc-vision/transaction/browser/vendors';

export const modules: readonly object[] = [curves, hashes, vendors];
