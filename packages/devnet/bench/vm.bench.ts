import { bench, describe } from 'vitest';
import { addLiquidity, deployAmm } from '../test/support/amm-fixture.ts';
import { E18 } from '../test/support/test-world.ts';
import { ContractHarness, account } from '../test/support/contract-harness.ts';
import { toAddress } from '../src/seed/calldata.ts';

const alice = account('alice');
const bob = account('bob');
const harness = new ContractHarness();
const fixture = deployAmm(harness, [alice, bob]);
const { a, b, c } = fixture.tokens;
await addLiquidity(harness, fixture, alice, a, b, 100_000n * E18, 250_000n * E18);
await addLiquidity(harness, fixture, alice, b, c, 80_000n * E18, 4_000n * E18);

// Calldata exactly as the opnet client encodes it.
const quoteCalldata = harness
  .router(fixture.router)
  .encodeCalldata('getAmountsOut', [1_234n * E18, [a, b, c].map(toAddress)]);
const aliceToBob = harness.op20(a).encodeCalldata('transfer', [bob, 1n]);
const bobToAlice = harness.op20(a).encodeCalldata('transfer', [alice, 1n]);
const aliceContext = harness.context(alice.toHex());
const bobContext = harness.context(bob.toHex());

describe('vm execute()', () => {
  bench('router getAmountsOut over 2 hops (btc_call, not kept)', () => {
    const result = harness.vm.execute(fixture.router, quoteCalldata, aliceContext, false);
    if (result.revert !== null) throw new Error(result.revert);
  });

  let forth = true;
  bench('OP20 transfer (committed)', () => {
    const result = forth
      ? harness.vm.execute(a, aliceToBob, aliceContext, true)
      : harness.vm.execute(a, bobToAlice, bobContext, true);
    forth = !forth;
    if (result.revert !== null) throw new Error(result.revert);
  });
});
