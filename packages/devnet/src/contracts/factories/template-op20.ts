import type { TokenDeployParams } from '@opswap/protocol/deploy/token-deploy-form';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { normalizeAddress } from '../../address.ts';
import { bigintFromBytes, concatBytes, u256be, u32be } from '../../bytes.ts';
import { defineContract } from '../../vm/contract.ts';
import type { DeploymentArgs } from '../../vm/contract.ts';
import { Revert } from '../../vm/revert.ts';
import { BigintMap, StoredAddress, StoredBigint } from '../../vm/storage.ts';
import { argBigint, argNumber, argString } from '../deployment-args.ts';
import { ON_OP20_RECEIVED, OP20, OP20_METHODS } from '../op20.ts';
import { TEMPLATE_OP20_ABI } from './shipped-abis.ts';

export const TEMPLATE_OP20_REVERTS = {
  onlyMinter: 'Only minter can call this method',
  onlyTokenOwner: 'Only the token owner or its factory can call this method',
  maxSupplyZero: 'Max supply must be greater than 0',
  nameAndSymbol: 'Name and symbol are required',
  supplyExceeded: 'Initial mint and free mint supply exceed the maximum supply',
  freeMintPerTx: 'Free mint per transaction must be between 1 and the free mint supply',
  invalidOwner: 'Invalid token owner',
  invalidMinter: 'Invalid minter address',
  freeMintDisabled: 'Free mint is not enabled',
  amountZero: 'Amount must be greater than 0',
  freeMintPerTxExceeded: 'Amount exceeds the free mint limit per transaction',
  freeMintExhausted: 'Free mint supply exhausted',
  freeMintRemaining: 'Amount exceeds the remaining free mint supply',
} as const;

/** What deployToken and initialize take, in the ABI's order: what the token deploy page sends. */
export type TemplateTokenParams = TokenDeployParams;

/**
 * The free-mint OP20 the factories deploy. Its factory (the contract's deployer) initializes it;
 * deployer() answers the token owner, so that NativeSwap's createPool owner check sees the real
 * owner. The owner and the accounts it grants the minter role may mint; anyone may free-mint up
 * to freeMintPerTx a call until freeMintSupply is used up.
 */
export class TemplateOP20 extends OP20 {
  private readonly ownerSlot = new StoredAddress(this.storage, 'tokenOwner');
  private readonly freeMintSupplySlot = new StoredBigint(this.storage, 'freeMintSupply');
  private readonly freeMintPerTxSlot = new StoredBigint(this.storage, 'freeMintPerTx');
  private readonly freeMintedSlot = new StoredBigint(this.storage, 'freeMinted');
  private readonly minters = new BigintMap(this.storage, 'minter');

  initialize(params: TemplateTokenParams): void {
    this.onlyDeployer();
    if (this.maxSupplySlot.value !== 0n) throw new Revert('Already initialized');
    if (params.maxSupply === 0n) throw new Revert(TEMPLATE_OP20_REVERTS.maxSupplyZero);
    if (params.name === '' || params.symbol === '') {
      throw new Revert(TEMPLATE_OP20_REVERTS.nameAndSymbol);
    }
    if (params.initialMintAmount + params.freeMintSupply > params.maxSupply) {
      throw new Revert(TEMPLATE_OP20_REVERTS.supplyExceeded);
    }
    if (
      params.freeMintSupply > 0n &&
      (params.freeMintPerTx === 0n || params.freeMintPerTx > params.freeMintSupply)
    ) {
      throw new Revert(TEMPLATE_OP20_REVERTS.freeMintPerTx);
    }
    if (params.tokenOwner === DEAD_ADDRESS) throw new Revert(TEMPLATE_OP20_REVERTS.invalidOwner);
    const { maxSupply, decimals, name, symbol } = params;
    const mints =
      params.initialMintAmount > 0n
        ? [{ to: params.initialMintTo, amount: params.initialMintAmount }]
        : [];
    this.instantiate({ name, symbol, decimals, maxSupply, icon: '' }, mints);
    this.ownerSlot.value = params.tokenOwner;
    this.freeMintSupplySlot.value = params.freeMintSupply;
    this.freeMintPerTxSlot.value = params.freeMintSupply > 0n ? params.freeMintPerTx : 0n;
    if (params.freeMintSupply > 0n) {
      this.emit('FreeMintConfigured', [this.address, params.freeMintSupply, params.freeMintPerTx]);
    }
  }

  tokenOwner(): string {
    return this.ownerSlot.value;
  }

  factoryAddress(): string {
    return this.deployer;
  }

  isMinter(account: string): boolean {
    return account === this.ownerSlot.value || this.minters.get(account) !== 0n;
  }

  override mint(to: string, amount: bigint): void {
    this.onlyMinter();
    this.mintTo(to, amount);
  }

  override airdrop(entries: readonly (readonly [string, bigint])[]): void {
    this.onlyMinter();
    for (const [to, amount] of entries) this.mintTo(to, amount);
  }

  grantMinterRole(minter: string): boolean {
    this.onlyOwnerOrFactory();
    if (minter === DEAD_ADDRESS) throw new Revert(TEMPLATE_OP20_REVERTS.invalidMinter);
    this.minters.set(minter, 1n);
    return true;
  }

  revokeMinterRole(minter: string): boolean {
    this.onlyOwnerOrFactory();
    this.minters.set(minter, 0n);
    return true;
  }

  transferTokenOwner(newOwner: string): boolean {
    this.onlyOwnerOrFactory();
    if (newOwner === DEAD_ADDRESS) throw new Revert(TEMPLATE_OP20_REVERTS.invalidOwner);
    this.emit('TokenOwnerTransferred', [this.ownerSlot.value, newOwner]);
    this.ownerSlot.value = newOwner;
    return true;
  }

  freeMint(amount: bigint): boolean {
    const supply = this.freeMintSupplySlot.value;
    if (supply === 0n) throw new Revert(TEMPLATE_OP20_REVERTS.freeMintDisabled);
    if (amount === 0n) throw new Revert(TEMPLATE_OP20_REVERTS.amountZero);
    if (amount > this.freeMintPerTxSlot.value) {
      throw new Revert(TEMPLATE_OP20_REVERTS.freeMintPerTxExceeded);
    }
    const minted = this.freeMintedSlot.value;
    if (minted >= supply) throw new Revert(TEMPLATE_OP20_REVERTS.freeMintExhausted);
    if (minted + amount > supply) throw new Revert(TEMPLATE_OP20_REVERTS.freeMintRemaining);
    this.freeMintedSlot.value = minted + amount;
    this.mintTo(this.sender, amount);
    this.emit('FreeMintClaimed', [this.sender, this.address, amount]);
    return true;
  }

  /**
   * The free mint as four big-endian u256 words: supply, per-call limit, minted, remaining (the
   * shipped ABI declares bytes without a layout; this is the devnet's).
   */
  freeMintInfo(): Uint8Array {
    const supply = this.freeMintSupplySlot.value;
    const minted = this.freeMintedSlot.value;
    return concatBytes(
      u256be(supply),
      u256be(this.freeMintPerTxSlot.value),
      u256be(minted),
      u256be(supply - minted),
    );
  }

  private onlyMinter(): void {
    if (!this.isMinter(this.sender)) throw new Revert(TEMPLATE_OP20_REVERTS.onlyMinter);
  }

  private onlyOwnerOrFactory(): void {
    if (this.sender !== this.ownerSlot.value && this.sender !== this.deployer) {
      throw new Revert(TEMPLATE_OP20_REVERTS.onlyTokenOwner);
    }
  }
}

/** The free-mint info words back as numbers. */
export function decodeFreeMintInfo(info: Uint8Array): {
  supply: bigint;
  perTx: bigint;
  minted: bigint;
  remaining: bigint;
} {
  const word = (index: number) => bigintFromBytes(info.subarray(index * 32, index * 32 + 32));
  return { supply: word(0), perTx: word(1), minted: word(2), remaining: word(3) };
}

function paramsFrom(args: DeploymentArgs, deployer: string): TemplateTokenParams {
  return {
    maxSupply: argBigint(args, 'maxSupply'),
    decimals: argNumber(args, 'decimals', 18),
    name: argString(args, 'name'),
    symbol: argString(args, 'symbol'),
    initialMintTo: normalizeAddress(argString(args, 'initialMintTo', deployer)),
    initialMintAmount: argBigint(args, 'initialMintAmount', 0n),
    freeMintSupply: argBigint(args, 'freeMintSupply', 0n),
    freeMintPerTx: argBigint(args, 'freeMintPerTx', 0n),
    tokenOwner: normalizeAddress(argString(args, 'tokenOwner', deployer)),
  };
}

/**
 * kind 'TemplateOP20'. A factory creates it without arguments and calls initialize. Deployed
 * directly with maxSupply it is initialized at once from the initialize arguments by name
 * (initialMintTo and tokenOwner default to the deployer, decimals to 18, the amounts to 0).
 */
export const TEMPLATE_OP20_CONTRACT = defineContract({
  kind: 'TemplateOP20',
  abi: TEMPLATE_OP20_ABI,
  reentrancy: 'callback',
  create: (frame) => new TemplateOP20(frame),
  construct: (token, args) => {
    if (args.maxSupply !== undefined) token.initialize(paramsFrom(args, token.deployer));
  },
  methods: {
    ...OP20_METHODS,
    'initialize(uint256,uint8,string,string,address,uint256,uint256,uint256,address)': (
      token,
      args,
    ) =>
      token.initialize({
        maxSupply: args.uint(0),
        decimals: args.smallUint(1),
        name: args.string(2),
        symbol: args.string(3),
        initialMintTo: args.address(4),
        initialMintAmount: args.uint(5),
        freeMintSupply: args.uint(6),
        freeMintPerTx: args.uint(7),
        tokenOwner: args.address(8),
      }),
    'grantMinterRole(address)': (token, args) => [token.grantMinterRole(args.address(0))],
    'revokeMinterRole(address)': (token, args) => [token.revokeMinterRole(args.address(0))],
    'isMinter(address)': (token, args) => [token.isMinter(args.address(0))],
    'getTokenOwner()': (token) => [token.tokenOwner()],
    'getFactoryAddress()': (token) => [token.factoryAddress()],
    'transferTokenOwner(address)': (token, args) => [token.transferTokenOwner(args.address(0))],
    'freeMint(uint256)': (token, args) => [token.freeMint(args.uint(0))],
    'getFreeMintInfo()': (token) => [token.freeMintInfo()],
    'deployer()': (token) => [token.tokenOwner()],
    'onOP20Received(address,address,uint256,bytes)': () => [u32be(ON_OP20_RECEIVED.selector)],
  },
});
