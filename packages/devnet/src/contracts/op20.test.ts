import { getEccLib } from '@btc-vision/bitcoin';
import type { CryptoBackend, PrivateKey } from '@btc-vision/bitcoin';
import { ABIDataTypes, Address, AddressMap } from '@btc-vision/transaction';
import { BitcoinAbiTypes, OP_NET_ABI } from 'opnet';
import type { BitcoinInterfaceAbi, CallResult, IOP_NETContract } from 'opnet';
import { describe, expect, it } from 'vitest';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { fromHex, sha256, toHex } from '../bytes.ts';
import { toAddress } from '../seed/calldata.ts';
import { encodeCall } from '../vm/abi-codec.ts';
import { Contract, defineContract } from '../vm/contract.ts';
import { GAS } from '../vm/gas.ts';
import { argString } from './deployment-args.ts';
import { TOKEN_CALLS } from './motoswap-calls.ts';
import { ON_OP20_RECEIVED } from './op20.ts';
import {
  ALLOWANCE_INCREASE_TYPE_HASH,
  allowancePermitHash,
  domainSeparator,
} from './op20-signature.ts';
import {
  ContractHarness,
  DEAD,
  account,
  plainEvents,
} from '../../test/support/contract-harness.ts';

const alice = account('alice');
const bob = account('bob');
const carol = account('carol');
const SUPPLY = 1_000_000n;

function setup(harness = new ContractHarness({ extraContracts: [RECEIVER_CONTRACT] })) {
  const token = harness.deploy('OP20', 'PILL', {
    name: 'Pill',
    symbol: 'PILL',
    decimals: 18,
    maxSupply: SUPPLY.toString(),
    icon: 'https://example.invalid/pill.png',
    initialMints: [`${alice.toHex()}:1000`],
  });
  const as = (sender: Address) => harness.op20(token, sender);
  const balance = async (owner: Address) => (await as(alice).balanceOf(owner)).properties.balance;
  const allowance = async (owner: Address, spender: Address) =>
    (await as(alice).allowance(owner, spender)).properties.remaining;
  return { harness, token, as, balance, allowance };
}

/** A safeTransfer recipient: accepts, answers a wrong value, or calls the token back. */
const RECEIVER_ABI: BitcoinInterfaceAbi = [
  {
    name: 'onOP20Received',
    type: BitcoinAbiTypes.Function,
    inputs: [
      { name: 'operator', type: ABIDataTypes.ADDRESS },
      { name: 'from', type: ABIDataTypes.ADDRESS },
      { name: 'amount', type: ABIDataTypes.UINT256 },
      { name: 'data', type: ABIDataTypes.BYTES },
    ],
    outputs: [{ name: 'selector', type: ABIDataTypes.BYTES4 }],
  },
  {
    name: 'last',
    type: BitcoinAbiTypes.Function,
    constant: true,
    inputs: [],
    outputs: [{ name: 'call', type: ABIDataTypes.STRING }],
  },
  ...OP_NET_ABI,
];

interface IReceiver extends IOP_NETContract {
  last(): Promise<CallResult<{ call: string }>>;
}

class Receiver extends Contract {
  last(): string {
    return this.storage.getString('last');
  }

  onReceived(operator: string, from: string, amount: bigint, data: Uint8Array): Uint8Array {
    const mode = this.frame.deployment.args.mode;
    this.storage.setString('last', `${operator}/${from}/${amount}/${toHex(data)}`);
    if (mode === 'reenter') this.invoke(this.sender, TOKEN_CALLS.transfer, [from, 1n]);
    const selector = encodeCall(ON_OP20_RECEIVED, [operator, from, amount, data]).subarray(0, 4);
    return mode === 'wrong' ? Uint8Array.from([0, 0, 0, 0]) : selector;
  }
}

const RECEIVER_CONTRACT = defineContract({
  kind: 'Receiver',
  abi: RECEIVER_ABI,
  reentrancy: 'none',
  create: (frame) => new Receiver(frame),
  construct: (_receiver, args) => void argString(args, 'mode'),
  methods: {
    'onOP20Received(address,address,uint256,bytes)': (receiver, args) => [
      receiver.onReceived(args.address(0), args.address(1), args.uint(2), args.bytes(3)),
    ],
    'last()': (receiver) => [receiver.last()],
  },
});

describe('OP20 views', () => {
  it('answers the metadata the deployment set', async () => {
    const { as, token, harness } = setup();
    const metadata = (await as(alice).metadata()).properties;
    const separator = domainSeparator({
      name: 'Pill',
      chainId: harness.vm.environment.chainId,
      protocolId: harness.vm.environment.protocolId,
      contract: token,
    });
    expect(metadata).toEqual({
      name: 'Pill',
      symbol: 'PILL',
      icon: 'https://example.invalid/pill.png',
      decimals: 18,
      totalSupply: 1000n,
      domainSeparator: separator,
    });
    expect((await as(alice).name()).properties.name).toBe('Pill');
    expect((await as(alice).symbol()).properties.symbol).toBe('PILL');
    expect((await as(alice).icon()).properties.icon).toBe('https://example.invalid/pill.png');
    expect((await as(alice).decimals()).properties.decimals).toBe(18);
    expect((await as(alice).totalSupply()).properties.totalSupply).toBe(1000n);
    expect((await as(alice).maximumSupply()).properties.maximumSupply).toBe(SUPPLY);
    expect((await as(alice).domainSeparator()).properties.domainSeparator).toEqual(separator);
    expect((await as(alice).nonceOf(alice)).properties.nonce).toBe(0n);
    expect((await as(alice).deployer()).properties.deployer.toHex()).toBe(harness.deployer.toHex());
  });

  it('refuses a deployment with more than 32 decimals', () => {
    const harness = new ContractHarness();
    expect(() =>
      harness.deploy('OP20', 'BAD', { name: 'Bad', symbol: 'BAD', decimals: 33, maxSupply: '1' }),
    ).toThrow('Decimals > 32');
  });
});

describe('OP20 transfers', () => {
  it('moves tokens and emits Transferred(operator, from, to, amount)', async () => {
    const { harness, as, balance } = setup();
    const simulation = await as(alice).transfer(bob, 100n);
    expect(plainEvents(simulation.events)).toEqual([
      {
        type: 'Transferred',
        operator: alice.toHex(),
        from: alice.toHex(),
        to: bob.toHex(),
        amount: 100n,
      },
    ]);
    const receipt = harness.commit(simulation);
    expect(receipt.revert).toBeNull();
    expect(await balance(alice)).toBe(900n);
    expect(await balance(bob)).toBe(100n);
  });

  it('costs gas of the order a real node reports, the same every time', async () => {
    const { as } = setup();
    const first = await as(alice).transfer(bob, 100n);
    const second = await as(alice).transfer(bob, 100n);
    expect(first.estimatedGas).toBe(second.estimatedGas);
    expect(first.estimatedGas).toBe(
      GAS.callBase +
        68n * GAS.calldataByte +
        2n * GAS.storageRead +
        2n * GAS.storageWrite +
        GAS.eventBase +
        128n * GAS.eventByte,
    );
    expect(first.estimatedGas).toBeGreaterThan(10n ** 8n);
    expect(first.estimatedGas).toBeLessThan(10n ** 10n);
  });

  it('reverts Insufficient balance and Invalid receiver, changing nothing', async () => {
    const { harness, as, balance } = setup();
    await expect(as(alice).transfer(bob, 1001n)).rejects.toThrow(
      'Error in calling function: Insufficient balance',
    );
    await expect(as(alice).transfer(DEAD, 1n)).rejects.toThrow('Invalid receiver');
    const calldata = as(alice).encodeCalldata('transfer', [bob, 1001n]);
    const receipt = harness.commitRaw(as(alice).address.toString(), calldata, alice.toHex());
    expect(receipt).toMatchObject({ revert: 'Insufficient balance', events: [] });
    expect(await balance(alice)).toBe(1000n);
  });

  it('burns from the sender (Burned) and refuses to burn more than the balance', async () => {
    const { harness, as, balance } = setup();
    const simulation = await as(alice).burn(400n);
    expect(plainEvents(simulation.events)).toEqual([
      { type: 'Burned', from: alice.toHex(), amount: 400n },
    ]);
    await harness.send(Promise.resolve(simulation));
    expect(await balance(alice)).toBe(600n);
    expect((await as(alice).totalSupply()).properties.totalSupply).toBe(600n);
    await expect(as(alice).burn(601n)).rejects.toThrow('Insufficient balance');
  });
});

describe('OP20 allowances', () => {
  it('raises, saturates at u256 max and lowers to a floor of 0, emitting the new total', async () => {
    const { harness, as, allowance } = setup();
    const raised = await as(alice).increaseAllowance(bob, 50n);
    expect(plainEvents(raised.events)).toEqual([
      { type: 'Approved', owner: alice.toHex(), spender: bob.toHex(), amount: 50n },
    ]);
    await harness.send(Promise.resolve(raised));
    await harness.send(as(alice).increaseAllowance(bob, 25n));
    expect(await allowance(alice, bob)).toBe(75n);
    await harness.send(as(alice).decreaseAllowance(bob, 100n));
    expect(await allowance(alice, bob)).toBe(0n);
    await harness.send(as(alice).increaseAllowance(bob, UINT256_MAX - 1n));
    const saturated = await as(alice).increaseAllowance(bob, 10n);
    expect(plainEvents(saturated.events)[0]?.amount).toBe(UINT256_MAX);
    await harness.send(Promise.resolve(saturated));
    expect(await allowance(alice, bob)).toBe(UINT256_MAX);
    await expect(as(alice).increaseAllowance(DEAD, 1n)).rejects.toThrow('Invalid spender');
  });

  it('lets a spender transferFrom within the allowance, and never spends an unlimited one', async () => {
    const { harness, as, balance, allowance } = setup();
    await harness.send(as(alice).increaseAllowance(bob, 300n));
    const moved = await as(bob).transferFrom(alice, carol, 200n);
    expect(plainEvents(moved.events)).toEqual([
      {
        type: 'Transferred',
        operator: bob.toHex(),
        from: alice.toHex(),
        to: carol.toHex(),
        amount: 200n,
      },
    ]);
    await harness.send(Promise.resolve(moved));
    expect(await allowance(alice, bob)).toBe(100n);
    expect(await balance(carol)).toBe(200n);
    await expect(as(bob).transferFrom(alice, carol, 101n)).rejects.toThrow(
      'Insufficient allowance',
    );
    await harness.send(as(alice).transferFrom(alice, carol, 1n));
    await harness.send(as(alice).increaseAllowance(carol, UINT256_MAX));
    await harness.send(as(carol).transferFrom(alice, bob, 10n));
    expect(await allowance(alice, carol)).toBe(UINT256_MAX);
  });
});

describe('OP20 safeTransfer', () => {
  it('pays an account like transfer', async () => {
    const { harness, as, balance } = setup();
    await harness.send(as(alice).safeTransfer(bob, 5n, new Uint8Array()));
    expect(await balance(bob)).toBe(5n);
  });

  it('calls onOP20Received on a contract recipient that accepts', async () => {
    const { harness, as, balance } = setup();
    const receiver = harness.deploy('Receiver', 'accepting', { mode: 'accept' });
    await harness.send(as(alice).increaseAllowance(bob, 10n));
    await harness.send(
      as(bob).safeTransferFrom(alice, toAddress(receiver), 7n, Uint8Array.from([0xab])),
    );
    expect(await balance(toAddress(receiver))).toBe(7n);
    const last = await harness.contract<IReceiver>(RECEIVER_ABI, receiver).last();
    expect(last.properties.call).toBe(`${bob.toHex()}/${alice.toHex()}/7/ab`);
  });

  it('refuses a contract that does not answer the hook or answers something else', async () => {
    const { harness, as, token } = setup();
    const wrong = harness.deploy('Receiver', 'wrong', { mode: 'wrong' });
    await expect(as(alice).safeTransfer(toAddress(wrong), 1n, new Uint8Array())).rejects.toThrow(
      'Transfer rejected by recipient',
    );
    await expect(as(alice).safeTransfer(toAddress(token), 1n, new Uint8Array())).rejects.toThrow(
      'Transfer rejected by recipient',
    );
  });

  it('refuses a recipient that re-enters the token', async () => {
    const { harness, as } = setup();
    const reentrant = harness.deploy('Receiver', 'reentrant', { mode: 'reenter' });
    await expect(
      as(alice).safeTransfer(toAddress(reentrant), 1n, new Uint8Array()),
    ).rejects.toThrow('ReentrancyGuard: Max depth exceeded');
  });
});

describe('OP20 deployer mints', () => {
  it('mints and airdrops for the deployer only, up to the maximum supply', async () => {
    const { harness, as, balance } = setup();
    const deployer = harness.deployer;
    const minted = await as(deployer).mint(bob, 10n);
    expect(plainEvents(minted.events)).toEqual([{ type: 'Minted', to: bob.toHex(), amount: 10n }]);
    await harness.send(Promise.resolve(minted));
    const drop = new AddressMap<bigint>();
    drop.set(bob, 1n);
    drop.set(carol, 2n);
    await harness.send(as(deployer).airdrop(drop));
    expect(await balance(bob)).toBe(11n);
    expect(await balance(carol)).toBe(2n);
    await expect(as(alice).mint(alice, 1n)).rejects.toThrow('Only deployer can call this method');
    await expect(as(alice).airdrop(drop)).rejects.toThrow('Only deployer can call this method');
    await expect(as(deployer).mint(bob, SUPPLY)).rejects.toThrow('Max supply reached');
  });
});

type MessageHash = Parameters<NonNullable<CryptoBackend['signSchnorr']>>[0];

describe('OP20 allowance by signature', () => {
  const ecc = getEccLib();
  const ownerKey = sha256(new TextEncoder().encode('carol signing key')) as PrivateKey;
  const tweakedKey = (ecc.pointFromScalar(ownerKey) as Uint8Array).subarray(1);

  async function permit(
    as: (sender: Address) => ReturnType<ContractHarness['op20']>,
    options: { amount: bigint; deadline: bigint; nonce?: bigint },
  ) {
    const separator = (await as(alice).domainSeparator()).properties.domainSeparator;
    const hash = allowancePermitHash(separator, {
      typeHash: ALLOWANCE_INCREASE_TYPE_HASH,
      owner: carol.toHex(),
      spender: bob.toHex(),
      amount: options.amount,
      nonce: options.nonce ?? 0n,
      deadline: options.deadline,
    });
    return ecc.signSchnorr?.(hash as MessageHash, ownerKey) as Uint8Array;
  }

  it('raises the allowance of a signed permit once, then counts the nonce', async () => {
    const { harness, as, allowance } = setup();
    const deadline = harness.blockNumber + 5n;
    const signature = await permit(as, { amount: 40n, deadline });
    const owner = fromHex(carol.toHex());
    await harness.send(
      as(bob).increaseAllowanceBySignature(owner, tweakedKey, bob, 40n, deadline, signature),
    );
    expect(await allowance(carol, bob)).toBe(40n);
    expect((await as(bob).nonceOf(carol)).properties.nonce).toBe(1n);
    await expect(
      as(bob).increaseAllowanceBySignature(owner, tweakedKey, bob, 40n, deadline, signature),
    ).rejects.toThrow('Invalid signature');
  });

  it('reverts for a short signature, a passed deadline and a key the chain links elsewhere', async () => {
    const { harness, as } = setup();
    const owner = fromHex(carol.toHex());
    const deadline = harness.blockNumber;
    const signature = await permit(as, { amount: 1n, deadline });
    await expect(
      as(bob).increaseAllowanceBySignature(
        owner,
        tweakedKey,
        bob,
        1n,
        deadline,
        new Uint8Array(63),
      ),
    ).rejects.toThrow('Invalid signature length');
    await expect(
      as(bob).increaseAllowanceBySignature(owner, tweakedKey, bob, 1n, deadline, signature),
    ).rejects.toThrow('Signature expired');
    const linked = setup(
      new ContractHarness({ environment: { linkedTweakedKey: () => 'ff'.repeat(32) } }),
    );
    const later = linked.harness.blockNumber + 5n;
    const linkedSignature = await permit(linked.as, { amount: 1n, deadline: later });
    await expect(
      linked
        .as(bob)
        .increaseAllowanceBySignature(owner, tweakedKey, bob, 1n, later, linkedSignature),
    ).rejects.toThrow('Invalid signature');
  });
});

describe('OP20 dead address', () => {
  it('is the 32 zero bytes the client calls Address.dead()', () => {
    expect(Address.dead().toHex()).toBe(DEAD_ADDRESS);
  });

  it('cannot send or approve (Invalid sender, Invalid approver)', () => {
    const { harness, token, as } = setup();
    const asDead = (calldata: Uint8Array) => harness.commitRaw(token, calldata, DEAD_ADDRESS);
    expect(asDead(as(alice).encodeCalldata('transfer', [bob, 0n])).revert).toBe('Invalid sender');
    expect(asDead(as(alice).encodeCalldata('increaseAllowance', [bob, 1n])).revert).toBe(
      'Invalid approver',
    );
  });
});
