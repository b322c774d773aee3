import { fromHex } from './bytes.ts';

/**
 * Regtest's chain id on OP_NET: its genesis block hash, as @btc-vision/transaction's ChainData
 * lists it (its package entry does not export it). ML-DSA link signatures commit to it, and the
 * devnet's contracts read it as their chain id.
 */
export const REGTEST_CHAIN_ID = fromHex(
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
);
