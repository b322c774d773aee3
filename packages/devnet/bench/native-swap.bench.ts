// NativeSwap reserve-plus-swap cycles per second at the VM level: one iteration is a reserve
// (fee and timelock outputs, calldata from the opnet client's encoder), a block, the swap paying
// the providers named by the LiquidityReserved events, and another block. No transactions are
// signed or parsed; transactions.bench.ts measures that part.
import { bench, describe } from 'vitest';
import { NativeSwapWorld } from '../test/support/native-swap-harness.ts';
import { E18 } from '../test/support/test-world.ts';
import type { Trader } from '../test/support/native-swap-harness.ts';

const TOKEN_SATS = 100_000n;

function cycle(world: NativeSwapWorld, buyer: Trader, satoshis: bigint): void {
  const { payments } = world.reserved(world.reserve(buyer, satoshis));
  world.mine();
  world.ok(world.swap(buyer, payments));
  world.mine();
}

const single = new NativeSwapWorld({ pool: { initialLiquidity: 5_000_000n * E18 } });
const buyer = single.trader('carol');

const listed = new NativeSwapWorld({
  traders: ['alice', 'bob', 'dave', 'carol'],
  pool: { initialLiquidity: 5_000_000n * E18 },
});
const sellers = ['alice', 'bob', 'dave'].map((label) => listed.trader(label));
const listedBuyer = listed.trader('carol');

describe('NativeSwap at the VM level', () => {
  bench('reserve + swap, bought from the initial provider', () => {
    cycle(single, buyer, TOKEN_SATS);
  });

  bench('list x3 + reserve + swap across the three listings', () => {
    for (const seller of sellers) listed.ok(listed.list(seller, 2n * E18));
    listed.mine();
    cycle(listed, listedBuyer, 6n * TOKEN_SATS);
  });
});
