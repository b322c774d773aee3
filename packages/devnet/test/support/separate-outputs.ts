import type { DevAccount } from '../../src/accounts/dev-accounts.ts';
import type { Chain } from '../../src/chain/chain.ts';
import type { SpendableUtxo } from '../../src/tx/spendable-utxo.ts';

/**
 * `count` separate confirmed faucet outputs of `sats` for the account, with their raw previous
 * transactions, so that every transaction built from them stands alone (no chained change).
 */
export function fundSeparateOutputs(
  chain: Chain,
  account: DevAccount,
  count: number,
  sats: bigint,
): SpendableUtxo[] {
  const paid = new Set<string>();
  for (let i = 0; i < count; i++) paid.add(chain.faucet(account.p2tr, sats).txid);
  chain.mine(1);
  return chain
    .utxos(account.p2tr)
    .confirmed.filter((output) => paid.has(output.txid))
    .map((output) => ({
      txid: output.txid,
      vout: output.vout,
      value: output.value,
      script: output.script,
      rawTransaction: chain.rawTransaction(output.txid) as Uint8Array,
    }));
}
