import { ABIDataTypes, Address } from '@btc-vision/transaction';
import { BitcoinAbiTypes, OP_NET_ABI } from 'opnet';
import type { BitcoinInterfaceAbi, CallResult, IOP_NETContract } from 'opnet';
import { describe, expect, it } from 'vitest';
import {
  ContractHarness,
  account,
  plainEvents,
  receiptEvents,
} from '../../test/support/contract-harness.ts';
import { abiFunction, compileAbi } from './abi.ts';
import { encodeCall } from './abi-codec.ts';
import { Contract, defineContract } from './contract.ts';
import { GAS } from './gas.ts';
import { Revert } from './revert.ts';
import { StoredBigint } from './storage.ts';

const fn = (
  name: string,
  inputs: [string, ABIDataTypes][],
  outputs: [string, ABIDataTypes][] = [],
  constant = false,
) => ({
  name,
  type: BitcoinAbiTypes.Function as const,
  constant,
  inputs: inputs.map(([input, type]) => ({ name: input, type })),
  outputs: outputs.map(([output, type]) => ({ name: output, type })),
});

/** A contract for testing the machine: who called, nested writes, nested reverts, re-entry. */
const PROBE_ABI: BitcoinInterfaceAbi = [
  fn(
    'whoami',
    [],
    [
      ['sender', ABIDataTypes.ADDRESS],
      ['origin', ABIDataTypes.ADDRESS],
    ],
    true,
  ),
  fn(
    'callWhoami',
    [['target', ABIDataTypes.ADDRESS]],
    [
      ['sender', ABIDataTypes.ADDRESS],
      ['origin', ABIDataTypes.ADDRESS],
    ],
  ),
  fn('store', [['value', ABIDataTypes.UINT256]]),
  fn('value', [], [['value', ABIDataTypes.UINT256]], true),
  fn('storeThenFail', [['value', ABIDataTypes.UINT256]]),
  fn(
    'tryStore',
    [
      ['target', ABIDataTypes.ADDRESS],
      ['value', ABIDataTypes.UINT256],
    ],
    [['ok', ABIDataTypes.BOOL]],
  ),
  fn('storeEverywhereThenFail', [
    ['target', ABIDataTypes.ADDRESS],
    ['value', ABIDataTypes.UINT256],
  ]),
  fn('bounce', [
    ['target', ABIDataTypes.ADDRESS],
    ['times', ABIDataTypes.UINT8],
  ]),
  {
    name: 'Stored',
    type: BitcoinAbiTypes.Event,
    values: [{ name: 'value', type: ABIDataTypes.UINT256 }],
  },
  ...OP_NET_ABI,
];
const PROBE = compileAbi(PROBE_ABI);
const call = (signature: string) => abiFunction(PROBE, signature);

class Probe extends Contract {
  private readonly slot = new StoredBigint(this.storage, 'value');

  value(): bigint {
    return this.slot.value;
  }

  store(value: bigint): void {
    this.slot.value = value;
    this.emit('Stored', [value]);
  }

  callWhoami(target: string) {
    return this.invoke(target, call('whoami()'), []);
  }

  tryStore(target: string, value: bigint): boolean {
    this.store(value);
    try {
      this.invoke(target, call('storeThenFail(uint256)'), [value + 1n]);
      return true;
    } catch (error) {
      if (error instanceof Revert && error.message === 'probe failed') return false;
      throw error;
    }
  }

  storeEverywhereThenFail(target: string, value: bigint): void {
    this.store(value);
    this.invoke(target, call('store(uint256)'), [value]);
    throw new Revert('outer failed');
  }

  bounce(target: string, times: number): void {
    if (times > 0) this.invoke(target, call('bounce(address,uint8)'), [this.address, times - 1]);
  }
}

const probeMethods = {
  'whoami()': (probe: Probe) => [probe.sender, probe.origin],
  'callWhoami(address)': (probe: Probe, args: { address(i: number): string }) =>
    probe.callWhoami(args.address(0)),
  'store(uint256)': (probe: Probe, args: { uint(i: number): bigint }) => probe.store(args.uint(0)),
  'value()': (probe: Probe) => [probe.value()],
  'storeThenFail(uint256)': (probe: Probe, args: { uint(i: number): bigint }) => {
    probe.store(args.uint(0));
    throw new Revert('probe failed');
  },
  'tryStore(address,uint256)': (
    probe: Probe,
    args: { address(i: number): string; uint(i: number): bigint },
  ) => [probe.tryStore(args.address(0), args.uint(1))],
  'storeEverywhereThenFail(address,uint256)': (
    probe: Probe,
    args: { address(i: number): string; uint(i: number): bigint },
  ) => probe.storeEverywhereThenFail(args.address(0), args.uint(1)),
  'bounce(address,uint8)': (
    probe: Probe,
    args: { address(i: number): string; smallUint(i: number): number },
  ) => probe.bounce(args.address(0), args.smallUint(1)),
};

const PROBE_CONTRACT = defineContract({
  kind: 'Probe',
  abi: PROBE_ABI,
  reentrancy: 'standard',
  create: (frame) => new Probe(frame),
  methods: probeMethods,
});
const OPEN_PROBE_CONTRACT = defineContract({
  kind: 'OpenProbe',
  abi: PROBE_ABI,
  reentrancy: 'none',
  create: (frame) => new Probe(frame),
  methods: probeMethods,
});

interface IProbe extends IOP_NETContract {
  whoami(): Promise<CallResult<{ sender: Address; origin: Address }>>;
  callWhoami(target: Address): Promise<CallResult<{ sender: Address; origin: Address }>>;
  store(value: bigint): Promise<CallResult>;
  value(): Promise<CallResult<{ value: bigint }>>;
  tryStore(target: Address, value: bigint): Promise<CallResult<{ ok: boolean }>>;
  storeEverywhereThenFail(target: Address, value: bigint): Promise<CallResult>;
  bounce(target: Address, times: number): Promise<CallResult>;
}

function setup() {
  const harness = new ContractHarness({ extraContracts: [PROBE_CONTRACT, OPEN_PROBE_CONTRACT] });
  const user = account('user');
  const a = harness.deploy('Probe', 'a');
  const b = harness.deploy('Probe', 'b');
  const probe = (address: string) => harness.contract<IProbe>(PROBE_ABI, address, user);
  const valueOf = async (address: string) => (await probe(address).value()).properties.value;
  return { harness, user, a, b, probe, valueOf };
}

describe('ContractRuntime dispatch', () => {
  it('answers the OP_NET built-ins address() and deployer()', async () => {
    const { harness, user, a, probe } = setup();
    // The client's contract object shadows address() with its own field, so call it raw.
    const answer = harness.vm.execute(
      a,
      probe(a).encodeCalldata('address', []),
      harness.context(user.toHex()),
      false,
    );
    expect(`0x${Buffer.from(answer.result).toString('hex')}`).toBe(a);
    expect((await probe(a).deployer()).properties.deployer.toHex()).toBe(harness.deployer.toHex());
  });

  it('reverts with a clear message for an unknown selector, short calldata or a missing contract', () => {
    const { harness, user, a } = setup();
    const sender = user.toHex();
    expect(harness.commitRaw(a, Uint8Array.from([1, 2, 3, 4]), sender).revert).toBe(
      'Method not found: 0x01020304',
    );
    expect(harness.commitRaw(a, Uint8Array.from([1]), sender).revert).toBe(
      'Method not found: no selector',
    );
    const nowhere = `0x${'12'.repeat(32)}`;
    expect(harness.commitRaw(nowhere, encodeCall(call('value()'), []), sender).revert).toBe(
      `Contract not found: ${nowhere}`,
    );
    const truncated = encodeCall(call('store(uint256)'), [1n]).subarray(0, 20);
    expect(harness.commitRaw(a, truncated, sender).revert).toMatch(
      /^Invalid calldata for store\(uint256\): /,
    );
  });

  it('makes the calling contract the sender of a nested call while the user stays the origin', async () => {
    const { user, a, b, probe } = setup();
    const direct = await probe(a).whoami();
    expect(direct.properties.sender.toHex()).toBe(user.toHex());
    const nested = await probe(a).callWhoami(Address.fromString(b));
    expect(nested.properties.sender.toHex()).toBe(a);
    expect(nested.properties.origin.toHex()).toBe(user.toHex());
  });
});

describe('ContractRuntime atomicity', () => {
  it('keeps nothing of a simulation (commit false)', async () => {
    const { a, probe, valueOf } = setup();
    const simulation = await probe(a).store(5n);
    expect(plainEvents(simulation.events)).toEqual([{ type: 'Stored', value: 5n }]);
    expect(await valueOf(a)).toBe(0n);
  });

  it('undoes a nested call that reverted, its writes and events, while the caller goes on', async () => {
    const { harness, a, b, probe, valueOf } = setup();
    const receipt = await harness.send(probe(a).tryStore(Address.fromString(b), 7n));
    expect(await valueOf(a)).toBe(7n);
    expect(await valueOf(b)).toBe(0n);
    const events = probe(a).decodeEvents(receiptEvents(receipt));
    expect(plainEvents(events)).toEqual([{ type: 'Stored', value: 7n }]);
    expect(receipt.events.map((event) => event.contract)).toEqual([a]);
  });

  it('discards every change and event, nested ones included, when the top call reverts', async () => {
    const { harness, a, b, probe, valueOf } = setup();
    await expect(probe(a).storeEverywhereThenFail(Address.fromString(b), 3n)).rejects.toThrow(
      'Error in calling function: outer failed',
    );
    const calldata = probe(a).encodeCalldata('storeEverywhereThenFail', [
      Address.fromString(b),
      3n,
    ]);
    const receipt = harness.commitRaw(a, calldata, account('user').toHex());
    expect(receipt.revert).toBe('outer failed');
    expect(receipt.events).toEqual([]);
    expect(await valueOf(a)).toBe(0n);
    expect(await valueOf(b)).toBe(0n);
  });

  it('restores a checkpoint, contracts created after it included', async () => {
    const { harness, a, probe, valueOf } = setup();
    await harness.send(probe(a).store(1n));
    const checkpoint = harness.vm.checkpoint();
    await harness.send(probe(a).store(2n));
    const c = harness.deploy('Probe', 'c');
    harness.vm.restore(checkpoint);
    expect(await valueOf(a)).toBe(1n);
    expect(harness.vm.contractAt(c)).toBeNull();
    expect(checkpoint.blockNumber).toBe(harness.blockNumber - 2n);
  });
});

describe('ContractRuntime guards', () => {
  it('refuses re-entry into a guarded contract (ReentrancyGuard: LOCKED)', async () => {
    const { a, b, probe } = setup();
    await expect(probe(a).bounce(Address.fromString(b), 1)).resolves.toBeDefined();
    await expect(probe(a).bounce(Address.fromString(b), 2)).rejects.toThrow(
      'ReentrancyGuard: LOCKED',
    );
  });

  it('stops a runaway chain of calls at the depth limit', async () => {
    const { harness, user } = setup();
    const x = harness.deploy('OpenProbe', 'x');
    const y = harness.deploy('OpenProbe', 'y');
    const open = harness.contract<IProbe>(PROBE_ABI, x, user);
    await expect(open.bounce(Address.fromString(y), 10)).resolves.toBeDefined();
    await expect(open.bounce(Address.fromString(y), 40)).rejects.toThrow('Call depth exceeded');
  });

  it('refuses a deployment of an unknown kind or at a taken address', () => {
    const { harness, a } = setup();
    const deployer = harness.deployer.toHex();
    const context = harness.context(deployer);
    expect(
      harness.vm.deploy({ kind: 'Nope', address: a, deployer, args: {} }, context).revert,
    ).toBe('Unknown contract kind: Nope');
    expect(
      harness.vm.deploy({ kind: 'Probe', address: a, deployer, args: {} }, context).revert,
    ).toBe(`Contract already deployed at ${a}`);
  });
});

describe('ContractRuntime gas', () => {
  it('charges the same gas for the same call on the same state', async () => {
    const { a, probe } = setup();
    const first = await probe(a).store(9n);
    const second = await probe(a).store(9n);
    expect(first.estimatedGas).toBe(second.estimatedGas);
  });

  it('adds up the documented constants', async () => {
    const { a, b, probe } = setup();
    const store = await probe(a).store(9n);
    const storeCalldata = 4 + 32;
    const storedEvent = 32;
    expect(store.estimatedGas).toBe(
      GAS.callBase +
        GAS.calldataByte * BigInt(storeCalldata) +
        GAS.storageWrite +
        GAS.eventBase +
        GAS.eventByte * BigInt(storedEvent),
    );
    const whoami = await probe(a).callWhoami(Address.fromString(b));
    expect(whoami.estimatedGas).toBe(
      GAS.callBase + GAS.calldataByte * 36n + GAS.nestedCall + GAS.calldataByte * 4n,
    );
  });
});
