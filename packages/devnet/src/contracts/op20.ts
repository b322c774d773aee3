import { MAX_TOKEN_DECIMALS, UINT256_MAX } from '@opswap/protocol/amount/units';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { MOTOCHEF_ABI, OP_20_ABI } from 'opnet';
import { addressFromBytes } from '../address.ts';
import { toHex } from '../bytes.ts';
import { abiFunction, compileAbi } from '../vm/abi.ts';
import { encodeCall } from '../vm/abi-codec.ts';
import type { CallArgs } from '../vm/call-args.ts';
import { Contract, defineContract } from '../vm/contract.ts';
import type { DeploymentArgs, MethodImpl } from '../vm/contract.ts';
import { Revert } from '../vm/revert.ts';
import { BigintMap, StoredBigint, StoredString } from '../vm/storage.ts';
import { argBigint, argMints, argNumber, argString } from './deployment-args.ts';
import type { InitialMint } from './deployment-args.ts';
import {
  ALLOWANCE_DECREASE_TYPE_HASH,
  ALLOWANCE_INCREASE_TYPE_HASH,
  allowancePermitHash,
  domainSeparator,
  verifySchnorr,
} from './op20-signature.ts';

/** The receiver hook safeTransfer calls, as the shipped MotoChef ABI declares it. */
export const ON_OP20_RECEIVED = abiFunction(
  compileAbi(MOTOCHEF_ABI),
  'onOP20Received(address,address,uint256,bytes)',
);

function readSelector(data: Uint8Array): number {
  return new DataView(data.buffer, data.byteOffset, 4).getUint32(0, false);
}

export interface OP20Params {
  name: string;
  symbol: string;
  decimals: number;
  maxSupply: bigint;
  icon: string;
}

/** name, symbol, decimals (default 18), maxSupply (decimal text), icon (default ''). */
export function op20ParamsFrom(
  args: DeploymentArgs,
  defaults: Partial<OP20Params> = {},
): OP20Params {
  return {
    name: argString(args, 'name', defaults.name),
    symbol: argString(args, 'symbol', defaults.symbol),
    decimals: argNumber(args, 'decimals', defaults.decimals ?? 18),
    maxSupply: argBigint(args, 'maxSupply', defaults.maxSupply),
    icon: argString(args, 'icon', defaults.icon ?? ''),
  };
}

interface AllowanceBySignature {
  owner: string;
  ownerTweakedKey: Uint8Array;
  spender: string;
  amount: bigint;
  deadline: bigint;
  signature: Uint8Array;
}

/** An OP20 token (btc-runtime OP20 with the test token's deployer-only mint and airdrop). */
export class OP20 extends Contract {
  protected readonly nameSlot = new StoredString(this.storage, 'name');
  protected readonly symbolSlot = new StoredString(this.storage, 'symbol');
  protected readonly iconSlot = new StoredString(this.storage, 'icon');
  protected readonly decimalsSlot = new StoredBigint(this.storage, 'decimals');
  protected readonly totalSupplySlot = new StoredBigint(this.storage, 'totalSupply');
  protected readonly maxSupplySlot = new StoredBigint(this.storage, 'maxSupply');
  protected readonly balances = new BigintMap(this.storage, 'balance');
  protected readonly allowances = new BigintMap(this.storage, 'allowance');
  protected readonly nonces = new BigintMap(this.storage, 'nonce');

  instantiate(params: OP20Params, mints: readonly InitialMint[] = []): void {
    if (this.maxSupplySlot.value !== 0n) throw new Revert('Already initialized');
    if (params.decimals > MAX_TOKEN_DECIMALS) throw new Revert('Decimals > 32');
    this.maxSupplySlot.value = params.maxSupply;
    this.decimalsSlot.value = BigInt(params.decimals);
    this.nameSlot.value = params.name;
    this.symbolSlot.value = params.symbol;
    this.iconSlot.value = params.icon;
    for (const mint of mints) this.mintTo(mint.to, mint.amount);
  }

  name(): string {
    return this.nameSlot.value;
  }

  symbol(): string {
    return this.symbolSlot.value;
  }

  icon(): string {
    return this.iconSlot.value;
  }

  decimals(): number {
    return Number(this.decimalsSlot.value);
  }

  totalSupply(): bigint {
    return this.totalSupplySlot.value;
  }

  maximumSupply(): bigint {
    return this.maxSupplySlot.value;
  }

  domainSeparator(): Uint8Array {
    return domainSeparator({
      name: this.nameSlot.value,
      chainId: this.environment.chainId,
      protocolId: this.environment.protocolId,
      contract: this.address,
    });
  }

  balanceOf(owner: string): bigint {
    return this.balances.get(owner);
  }

  nonceOf(owner: string): bigint {
    return this.nonces.get(owner);
  }

  allowance(owner: string, spender: string): bigint {
    return this.allowances.get(owner, spender);
  }

  transfer(to: string, amount: bigint): void {
    this.move(this.sender, to, amount);
  }

  transferFrom(from: string, to: string, amount: bigint): void {
    this.spendAllowance(from, this.sender, amount);
    this.move(from, to, amount);
  }

  safeTransfer(to: string, amount: bigint, data: Uint8Array): void {
    this.safeMove(this.sender, to, amount, data);
  }

  safeTransferFrom(from: string, to: string, amount: bigint, data: Uint8Array): void {
    this.spendAllowance(from, this.sender, amount);
    this.safeMove(from, to, amount, data);
  }

  increaseAllowance(spender: string, amount: bigint): void {
    this.raiseAllowance(this.sender, spender, amount);
  }

  decreaseAllowance(spender: string, amount: bigint): void {
    this.lowerAllowance(this.sender, spender, amount);
  }

  increaseAllowanceBySignature(permit: AllowanceBySignature): void {
    this.verifyPermit(ALLOWANCE_INCREASE_TYPE_HASH, permit);
    this.raiseAllowance(permit.owner, permit.spender, permit.amount);
  }

  decreaseAllowanceBySignature(permit: AllowanceBySignature): void {
    this.verifyPermit(ALLOWANCE_DECREASE_TYPE_HASH, permit);
    this.lowerAllowance(permit.owner, permit.spender, permit.amount);
  }

  burn(amount: bigint): void {
    this.burnFrom(this.sender, amount);
  }

  metadata(): [string, string, string, number, bigint, Uint8Array] {
    return [
      this.name(),
      this.symbol(),
      this.icon(),
      this.decimals(),
      this.totalSupply(),
      this.domainSeparator(),
    ];
  }

  mint(to: string, amount: bigint): void {
    this.onlyDeployer();
    this.mintTo(to, amount);
  }

  airdrop(entries: readonly (readonly [string, bigint])[]): void {
    this.onlyDeployer();
    for (const [to, amount] of entries) this.mintTo(to, amount);
  }

  protected move(from: string, to: string, amount: bigint): void {
    if (from === DEAD_ADDRESS) throw new Revert('Invalid sender');
    if (to === DEAD_ADDRESS) throw new Revert('Invalid receiver');
    const balance = this.balances.get(from);
    if (balance < amount) throw new Revert('Insufficient balance');
    this.balances.set(from, balance - amount);
    this.balances.set(to, this.balances.get(to) + amount);
    this.emit('Transferred', [this.sender, from, to, amount]);
  }

  protected safeMove(from: string, to: string, amount: bigint, data: Uint8Array): void {
    this.move(from, to, amount);
    if (!this.isContract(to)) return;
    if (!this.answers(to, ON_OP20_RECEIVED.selector)) {
      throw new Revert('Transfer rejected by recipient');
    }
    const answer = this.invokeRaw(
      to,
      encodeCall(ON_OP20_RECEIVED, [this.sender, from, amount, data]),
    );
    if (answer.length < 4 || readSelector(answer) !== ON_OP20_RECEIVED.selector) {
      throw new Revert('Transfer rejected by recipient');
    }
  }

  protected spendAllowance(owner: string, spender: string, amount: bigint): void {
    if (owner === spender) return;
    const allowed = this.allowances.get(owner, spender);
    if (allowed === UINT256_MAX) return;
    if (allowed < amount) throw new Revert('Insufficient allowance');
    this.allowances.set([owner, spender], allowed - amount);
  }

  protected raiseAllowance(owner: string, spender: string, amount: bigint): void {
    this.checkApproval(owner, spender);
    const raised = this.allowances.get(owner, spender) + amount;
    const allowance = raised > UINT256_MAX ? UINT256_MAX : raised;
    this.allowances.set([owner, spender], allowance);
    this.emit('Approved', [owner, spender, allowance]);
  }

  protected lowerAllowance(owner: string, spender: string, amount: bigint): void {
    this.checkApproval(owner, spender);
    const previous = this.allowances.get(owner, spender);
    const allowance = amount > previous ? 0n : previous - amount;
    this.allowances.set([owner, spender], allowance);
    this.emit('Approved', [owner, spender, allowance]);
  }

  /** Mints to an address; `lock` allows the dead address, where a pool locks MINIMUM_LIQUIDITY. */
  protected mintTo(to: string, amount: bigint, lock = false): void {
    if (to === DEAD_ADDRESS && !lock) throw new Revert('Invalid receiver');
    this.balances.set(to, this.balances.get(to) + amount);
    const supply = this.totalSupplySlot.value + amount;
    if (supply > this.maxSupplySlot.value) throw new Revert('Max supply reached');
    this.totalSupplySlot.value = supply;
    this.emit('Minted', [to, amount]);
  }

  protected burnFrom(from: string, amount: bigint): void {
    if (from === DEAD_ADDRESS) throw new Revert('Invalid sender');
    const balance = this.balances.get(from);
    if (balance < amount) throw new Revert('Insufficient balance');
    this.balances.set(from, balance - amount);
    this.totalSupplySlot.value = this.totalSupplySlot.value - amount;
    this.emit('Burned', [from, amount]);
  }

  private checkApproval(owner: string, spender: string): void {
    if (owner === DEAD_ADDRESS) throw new Revert('Invalid approver');
    if (spender === DEAD_ADDRESS) throw new Revert('Invalid spender');
  }

  private verifyPermit(typeHash: Uint8Array, permit: AllowanceBySignature): void {
    if (permit.signature.length !== 64) throw new Revert('Invalid signature length');
    if (this.blockNumber > permit.deadline) throw new Revert('Signature expired');
    const nonce = this.nonces.get(permit.owner);
    const hash = allowancePermitHash(this.domainSeparator(), {
      typeHash,
      owner: permit.owner,
      spender: permit.spender,
      amount: permit.amount,
      nonce,
      deadline: permit.deadline,
    });
    const tweakedKey = toHex(permit.ownerTweakedKey);
    const linked = this.environment.linkedTweakedKey(permit.owner);
    if (linked !== null && linked.toLowerCase() !== tweakedKey) {
      throw new Revert('Invalid signature');
    }
    if (!verifySchnorr(hash, permit.ownerTweakedKey, permit.signature)) {
      throw new Revert('Invalid signature');
    }
    this.nonces.set(permit.owner, nonce + 1n);
  }
}

function permitFrom(args: CallArgs): AllowanceBySignature {
  return {
    owner: addressFromBytes(args.bytes(0)),
    ownerTweakedKey: args.bytes(1),
    spender: args.address(2),
    amount: args.uint(3),
    deadline: args.uint(4),
    signature: args.bytes(5),
  };
}

/** The OP20 methods by signature, shared by every token-like contract (MOTO, the pool's LP). */
export const OP20_METHODS: Readonly<Record<string, MethodImpl<OP20>>> = {
  'name()': (token) => [token.name()],
  'symbol()': (token) => [token.symbol()],
  'icon()': (token) => [token.icon()],
  'decimals()': (token) => [token.decimals()],
  'totalSupply()': (token) => [token.totalSupply()],
  'maximumSupply()': (token) => [token.maximumSupply()],
  'domainSeparator()': (token) => [token.domainSeparator()],
  'balanceOf(address)': (token, args) => [token.balanceOf(args.address(0))],
  'nonceOf(address)': (token, args) => [token.nonceOf(args.address(0))],
  'allowance(address,address)': (token, args) => [
    token.allowance(args.address(0), args.address(1)),
  ],
  'transfer(address,uint256)': (token, args) => token.transfer(args.address(0), args.uint(1)),
  'transferFrom(address,address,uint256)': (token, args) =>
    token.transferFrom(args.address(0), args.address(1), args.uint(2)),
  'safeTransfer(address,uint256,bytes)': (token, args) =>
    token.safeTransfer(args.address(0), args.uint(1), args.bytes(2)),
  'safeTransferFrom(address,address,uint256,bytes)': (token, args) =>
    token.safeTransferFrom(args.address(0), args.address(1), args.uint(2), args.bytes(3)),
  'increaseAllowance(address,uint256)': (token, args) =>
    token.increaseAllowance(args.address(0), args.uint(1)),
  'decreaseAllowance(address,uint256)': (token, args) =>
    token.decreaseAllowance(args.address(0), args.uint(1)),
  'increaseAllowanceBySignature(bytes32,bytes32,address,uint256,uint64,bytes)': (token, args) =>
    token.increaseAllowanceBySignature(permitFrom(args)),
  'decreaseAllowanceBySignature(bytes32,bytes32,address,uint256,uint64,bytes)': (token, args) =>
    token.decreaseAllowanceBySignature(permitFrom(args)),
  'burn(uint256)': (token, args) => token.burn(args.uint(0)),
  'metadata()': (token) => token.metadata(),
  'mint(address,uint256)': (token, args) => token.mint(args.address(0), args.uint(1)),
  'airdrop(tuple(address,uint256)[])': (token, args) => token.airdrop(args.addressAmounts(0)),
};

/**
 * kind 'OP20'. Deployment args: name, symbol, decimals (default 18), maxSupply (decimal text),
 * icon (default ''), initialMints (['0x<address>:<amount>', ...]).
 */
export const OP20_CONTRACT = defineContract({
  kind: 'OP20',
  abi: OP_20_ABI,
  reentrancy: 'callback',
  create: (frame) => new OP20(frame),
  construct: (token, args) => token.instantiate(op20ParamsFrom(args), argMints(args)),
  methods: OP20_METHODS,
});
