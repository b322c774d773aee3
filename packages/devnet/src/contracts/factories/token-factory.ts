import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { normalizeAddress } from '../../address.ts';
import { concatBytes, fromHex, sha256, u32be, utf8 } from '../../bytes.ts';
import { abiFunction, compileAbi } from '../../vm/abi.ts';
import type { CallArgs } from '../../vm/call-args.ts';
import { Contract, defineContract } from '../../vm/contract.ts';
import type { MethodImpl } from '../../vm/contract.ts';
import { Revert } from '../../vm/revert.ts';
import {
  AddressMap,
  BigintMap,
  StoredAddress,
  StoredBigint,
  StoredBoolean,
} from '../../vm/storage.ts';
import { ON_OP20_RECEIVED } from '../op20.ts';
import { OP20_FACTORY_ABI, TEMPLATE_OP20_ABI } from './shipped-abis.ts';
import type { TemplateTokenParams } from './template-op20.ts';

export const FACTORY_REVERTS = {
  onlyOwner: 'Only owner can call this method',
  paused: 'Factory is paused',
  alreadyPaused: 'Factory is already paused',
  notPaused: 'Factory is not paused',
  unknownToken: 'Token was not deployed by this factory',
  onlyTokenOwner: 'Only the token owner can do this',
  invalidIndex: 'Deployment index out of range',
} as const;

const templateToken = compileAbi(TEMPLATE_OP20_ABI);

export const TEMPLATE_TOKEN_CALLS = {
  initialize: abiFunction(
    templateToken,
    'initialize(uint256,uint8,string,string,address,uint256,uint256,uint256,address)',
  ),
  getTokenOwner: abiFunction(templateToken, 'getTokenOwner()'),
  transferTokenOwner: abiFunction(templateToken, 'transferTokenOwner(address)'),
  grantMinterRole: abiFunction(templateToken, 'grantMinterRole(address)'),
} as const;

/** One deployment: a token, and the farm deployed for it later, if any. */
export interface Deployment {
  deployer: string;
  token: string;
  motoChef: string;
  block: bigint;
}

/**
 * A factory of free-mint tokens (OP20 factory; the MotoChef factory extends it with farms). Every
 * token is a deployment, listed by index and under its deployer; getDeploymentInfo answers a
 * deployer's latest one.
 */
export class TokenFactory extends Contract {
  protected readonly ownerSlot = new StoredAddress(this.storage, 'owner');
  private readonly pausedSlot = new StoredBoolean(this.storage, 'paused');
  private readonly deploymentCount = new StoredBigint(this.storage, 'deploymentCount');
  private readonly deploymentDeployers = new AddressMap(this.storage, 'deploymentDeployer');
  private readonly deploymentTokens = new AddressMap(this.storage, 'deploymentToken');
  private readonly deploymentChefs = new AddressMap(this.storage, 'deploymentMotoChef');
  private readonly deploymentBlocks = new BigintMap(this.storage, 'deploymentBlock');
  /** Deployment index + 1 of a token, 0 when this factory did not deploy it. */
  protected readonly deploymentOfToken = new BigintMap(this.storage, 'deploymentOfToken');
  private readonly latestOfDeployer = new BigintMap(this.storage, 'latestDeployment');
  private readonly userTokenCount = new BigintMap(this.storage, 'userTokenCount');
  private readonly userTokens = new AddressMap(this.storage, 'userToken');

  setInitialOwner(owner: string): void {
    this.ownerSlot.value = owner;
  }

  owner(): string {
    return this.ownerSlot.value;
  }

  isPaused(): boolean {
    return this.pausedSlot.value;
  }

  pauseFactory(): boolean {
    this.onlyOwner();
    if (this.pausedSlot.value) throw new Revert(FACTORY_REVERTS.alreadyPaused);
    this.pausedSlot.value = true;
    this.emit('FactoryPaused', [this.sender]);
    return true;
  }

  unpauseFactory(): boolean {
    this.onlyOwner();
    if (!this.pausedSlot.value) throw new Revert(FACTORY_REVERTS.notPaused);
    this.pausedSlot.value = false;
    this.emit('FactoryUnpaused', [this.sender]);
    return true;
  }

  /** Creates a template token, initializes it and records the deployment (TokenDeployed). */
  deployToken(params: TemplateTokenParams): boolean {
    this.whenNotPaused();
    const index = this.deploymentCount.value;
    const salt = sha256(utf8('token'), u32be(Number(index)));
    const token = this.createContract('TemplateOP20', {}, salt);
    this.invoke(token, TEMPLATE_TOKEN_CALLS.initialize, [
      params.maxSupply,
      params.decimals,
      params.name,
      params.symbol,
      params.initialMintTo,
      params.initialMintAmount,
      params.freeMintSupply,
      params.freeMintPerTx,
      params.tokenOwner,
    ]);
    const deployer = this.sender;
    const key = index.toString();
    this.deploymentDeployers.set(key, deployer);
    this.deploymentTokens.set(key, token);
    this.deploymentBlocks.set(key, this.blockNumber);
    this.deploymentCount.value = index + 1n;
    this.deploymentOfToken.set(token, index + 1n);
    this.latestOfDeployer.set(deployer, index + 1n);
    const count = this.userTokenCount.get(deployer);
    this.userTokens.set([deployer, count.toString()], token);
    this.userTokenCount.set(deployer, count + 1n);
    this.emit('TokenDeployed', [deployer, token, params.name, params.symbol]);
    return true;
  }

  tokenDeployer(token: string): string {
    const index = this.deploymentOfToken.get(token);
    return index === 0n ? DEAD_ADDRESS : this.deploymentDeployers.get(String(index - 1n));
  }

  /** The owner the token itself records (the dead address for a token of another factory). */
  tokenOwner(token: string): string {
    if (this.deploymentOfToken.get(token) === 0n) return DEAD_ADDRESS;
    return this.invoke(token, TEMPLATE_TOKEN_CALLS.getTokenOwner, [])[0] as string;
  }

  updateTokenOwner(token: string, newOwner: string): boolean {
    this.requireOwnToken(token);
    if (this.sender !== this.tokenOwner(token)) throw new Revert(FACTORY_REVERTS.onlyTokenOwner);
    this.invoke(token, TEMPLATE_TOKEN_CALLS.transferTokenOwner, [newOwner]);
    return true;
  }

  /** A deployer's tokens as consecutive 32-byte addresses (the ABI's bytes has no other layout). */
  userTokenBytes(deployer: string): Uint8Array {
    const tokens: Uint8Array[] = [];
    for (let index = 0n; index < this.userTokenCount.get(deployer); index++) {
      tokens.push(fromHex(this.userTokens.get(deployer, index.toString())));
    }
    return concatBytes(...tokens);
  }

  /** The latest deployment of a deployer, or null. */
  deploymentInfo(deployer: string): Deployment | null {
    const index = this.latestOfDeployer.get(deployer);
    return index === 0n ? null : this.deployment(Number(index - 1n));
  }

  deploymentsCount(): number {
    return Number(this.deploymentCount.value);
  }

  deploymentByIndex(index: number): Deployment {
    if (BigInt(index) >= this.deploymentCount.value) throw new Revert(FACTORY_REVERTS.invalidIndex);
    return this.deployment(index);
  }

  protected deployment(index: number): Deployment {
    const key = String(index);
    return {
      deployer: this.deploymentDeployers.get(key),
      token: this.deploymentTokens.get(key),
      motoChef: this.deploymentChefs.get(key),
      block: this.deploymentBlocks.get(key),
    };
  }

  protected recordMotoChef(token: string, motoChef: string): void {
    this.deploymentChefs.set(String(this.deploymentOfToken.get(token) - 1n), motoChef);
  }

  protected requireOwnToken(token: string): void {
    if (this.deploymentOfToken.get(token) === 0n) throw new Revert(FACTORY_REVERTS.unknownToken);
  }

  protected whenNotPaused(): void {
    if (this.pausedSlot.value) throw new Revert(FACTORY_REVERTS.paused);
  }

  protected onlyOwner(): void {
    if (this.sender !== this.ownerSlot.value) throw new Revert(FACTORY_REVERTS.onlyOwner);
  }
}

function tokenParams(args: CallArgs): TemplateTokenParams {
  return {
    maxSupply: args.uint(0),
    decimals: args.smallUint(1),
    name: args.string(2),
    symbol: args.string(3),
    initialMintTo: args.address(4),
    initialMintAmount: args.uint(5),
    freeMintSupply: args.uint(6),
    freeMintPerTx: args.uint(7),
    tokenOwner: args.address(8),
  };
}

/** The methods both factories share, by signature. */
export const TOKEN_FACTORY_METHODS: Readonly<Record<string, MethodImpl<TokenFactory>>> = {
  'pauseFactory()': (factory) => [factory.pauseFactory()],
  'unpauseFactory()': (factory) => [factory.unpauseFactory()],
  'isPaused()': (factory) => [factory.isPaused()],
  'owner()': (factory) => [factory.owner()],
  'deployToken(uint256,uint8,string,string,address,uint256,uint256,uint256,address)': (
    factory,
    args,
  ) => [factory.deployToken(tokenParams(args))],
  'getTokenDeployer(address)': (factory, args) => [factory.tokenDeployer(args.address(0))],
  'getTokenOwner(address)': (factory, args) => [factory.tokenOwner(args.address(0))],
  'updateTokenOwner(address,address)': (factory, args) => [
    factory.updateTokenOwner(args.address(0), args.address(1)),
  ],
  'getUserTokens(address)': (factory, args) => [factory.userTokenBytes(args.address(0))],
  'getDeploymentsCount()': (factory) => [factory.deploymentsCount()],
  'onOP20Received(address,address,uint256,bytes)': () => [u32be(ON_OP20_RECEIVED.selector)],
};

/**
 * kind 'OP20Factory'. Deployment args: owner (default: the deployer), who pauses and unpauses it.
 */
export const OP20_FACTORY_CONTRACT = defineContract({
  kind: 'OP20Factory',
  abi: OP20_FACTORY_ABI,
  reentrancy: 'standard',
  create: (frame) => new TokenFactory(frame),
  construct: (factory, args) =>
    factory.setInitialOwner(
      typeof args.owner === 'string' ? normalizeAddress(args.owner) : factory.deployer,
    ),
  methods: {
    ...TOKEN_FACTORY_METHODS,
    'getDeploymentInfo(address)': (factory, args) => {
      const info = factory.deploymentInfo(args.address(0));
      return info ? [true, info.token, info.block] : [false, DEAD_ADDRESS, 0n];
    },
    'getDeploymentByIndex(uint32)': (factory, args) => {
      const deployment = factory.deploymentByIndex(args.smallUint(0));
      return [deployment.deployer, deployment.token, deployment.block];
    },
  },
});
