import type { FarmDeployParams } from '@opswap/protocol/deploy/farm-deploy-form';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { normalizeAddress } from '../../address.ts';
import { fromHex, sha256, utf8 } from '../../bytes.ts';
import { abiFunction, compileAbi } from '../../vm/abi.ts';
import { defineContract } from '../../vm/contract.ts';
import { Revert } from '../../vm/revert.ts';
import { AddressMap, StoredBigint, StoredString } from '../../vm/storage.ts';
import { argBigint, argString } from '../deployment-args.ts';
import { TEMPLATE_FARM_FEE_SPLIT } from '../farms/template-motochef.ts';
import { MOTOCHEF_FACTORY_ABI, TEMPLATE_MOTOCHEF_ABI } from './shipped-abis.ts';
import { TEMPLATE_TOKEN_CALLS, TOKEN_FACTORY_METHODS, TokenFactory } from './token-factory.ts';

export const MOTOCHEF_FACTORY_REVERTS = {
  alreadyInitialized: 'Already initialized',
  farmExists: 'A farm already exists for this token',
  farmNameRequired: 'Farm name is required',
  onlyTokenOwner: 'Only the token owner can deploy its farm',
} as const;

const templateChef = compileAbi(TEMPLATE_MOTOCHEF_ABI);

const TEMPLATE_CHEF_CALLS = {
  initialize: abiFunction(
    templateChef,
    'initialize(address,uint256,uint256,uint256,uint256,uint256,uint256,string,string,string,string,string,address[],uint256[])',
  ),
  transferOwnershipToUser: abiFunction(templateChef, 'transferOwnershipToUser(address)'),
} as const;

/** What deployMotoChef takes, in the ABI's order: what the farm deploy page sends. */
export type FarmParams = FarmDeployParams;

/**
 * The factory behind the product's deploy pages: free-mint tokens, and one farm per token for its
 * owner. The farm mints the token as its reward (the factory grants it the minter role), and
 * belongs to the token owner once deployed.
 */
export class MotoChefFactory extends TokenFactory {
  private readonly motoSwapFeeRecipientSlot = new StoredString(this.storage, 'motoSwapRecipient');
  private readonly opnetFeeRecipientSlot = new StoredString(this.storage, 'opnetFeeRecipient');
  private readonly motoSwapFeeBpsSlot = new StoredBigint(this.storage, 'motoSwapFeeBps');
  private readonly opnetFeeBpsSlot = new StoredBigint(this.storage, 'opnetFeeBps');
  private readonly chefOfToken = new AddressMap(this.storage, 'motoChefOfToken');

  /** The fee recipients and their parts of every farm's BTC fee; emits FeeRecipientsUpdated. */
  configure(fees: {
    motoSwapFeeRecipient: string;
    opnetFeeRecipient: string;
    motoSwapFeeBps: bigint;
    opnetFeeBps: bigint;
  }): void {
    this.motoSwapFeeRecipientSlot.value = fees.motoSwapFeeRecipient;
    this.opnetFeeRecipientSlot.value = fees.opnetFeeRecipient;
    this.motoSwapFeeBpsSlot.value = fees.motoSwapFeeBps;
    this.opnetFeeBpsSlot.value = fees.opnetFeeBps;
    this.emit('FeeRecipientsUpdated', [fees.motoSwapFeeRecipient, fees.opnetFeeRecipient]);
  }

  /** The devnet factory is ready once deployed, so initialize only reports that. */
  initialize(): boolean {
    this.onlyOwner();
    throw new Revert(MOTOCHEF_FACTORY_REVERTS.alreadyInitialized);
  }

  /**
   * Creates the token's farm, initializes it, lets it mint the token and hands it to the caller
   * (MotoChefDeployed). Only the token's owner may, once per token.
   */
  deployMotoChef(params: FarmParams): boolean {
    this.whenNotPaused();
    const token = params.tokenAddress;
    this.requireOwnToken(token);
    const user = this.sender;
    if (user !== this.tokenOwner(token)) throw new Revert(MOTOCHEF_FACTORY_REVERTS.onlyTokenOwner);
    if (this.chefOfToken.get(token) !== DEAD_ADDRESS) {
      throw new Revert(MOTOCHEF_FACTORY_REVERTS.farmExists);
    }
    if (params.farmName === '') throw new Revert(MOTOCHEF_FACTORY_REVERTS.farmNameRequired);
    const chef = this.createContract(
      'TemplateMotoChef',
      {
        motoSwapFeeBps: this.motoSwapFeeBpsSlot.value.toString(),
        opnetFeeBps: this.opnetFeeBpsSlot.value.toString(),
      },
      sha256(utf8('farm'), fromHex(token)),
    );
    this.invoke(chef, TEMPLATE_CHEF_CALLS.initialize, [
      token,
      params.tokenPerBlock,
      params.bonusEndBlock,
      params.bonusMultiplier,
      params.btcAllocPoint,
      params.tokenAllocPoint,
      params.userBTCFeePercentage,
      params.userFeeRecipient,
      this.motoSwapFeeRecipientSlot.value,
      this.opnetFeeRecipientSlot.value,
      params.farmName,
      params.farmBanner,
      params.additionalPoolTokens,
      params.additionalPoolAllocPoints,
    ]);
    this.invoke(token, TEMPLATE_TOKEN_CALLS.grantMinterRole, [chef]);
    this.invoke(chef, TEMPLATE_CHEF_CALLS.transferOwnershipToUser, [user]);
    this.chefOfToken.set(token, chef);
    this.recordMotoChef(token, chef);
    this.emit('MotoChefDeployed', [
      user,
      token,
      chef,
      params.userBTCFeePercentage,
      params.farmName,
    ]);
    return true;
  }

  tokenMotoChef(token: string): string {
    return this.chefOfToken.get(token);
  }
}

/**
 * kind 'MotoChefFactory'. Deployment args: owner (default: the deployer), motoSwapFeeRecipient
 * and opnetFeeRecipient (Bitcoin addresses of the protocol's parts of every farm's BTC staking
 * fee; default '' = not charged), motoSwapFeeBps and opnetFeeBps (their parts of the fee, default
 * 1000 each).
 */
export const MOTOCHEF_FACTORY_CONTRACT = defineContract({
  kind: 'MotoChefFactory',
  abi: MOTOCHEF_FACTORY_ABI,
  reentrancy: 'standard',
  create: (frame) => new MotoChefFactory(frame),
  construct: (factory, args) => {
    factory.setInitialOwner(
      typeof args.owner === 'string' ? normalizeAddress(args.owner) : factory.deployer,
    );
    factory.configure({
      motoSwapFeeRecipient: argString(args, 'motoSwapFeeRecipient', ''),
      opnetFeeRecipient: argString(args, 'opnetFeeRecipient', ''),
      motoSwapFeeBps: argBigint(args, 'motoSwapFeeBps', TEMPLATE_FARM_FEE_SPLIT.motoSwapFeeBps),
      opnetFeeBps: argBigint(args, 'opnetFeeBps', TEMPLATE_FARM_FEE_SPLIT.opnetFeeBps),
    });
  },
  methods: {
    ...TOKEN_FACTORY_METHODS,
    'initialize()': (factory) => [factory.initialize()],
    'deployMotoChef(uint256,uint256,uint256,uint256,address,uint256,uint256,string,string,string,address[],uint256[])':
      (factory, args) => [
        factory.deployMotoChef({
          tokenPerBlock: args.uint(0),
          bonusEndBlock: args.uint(1),
          bonusMultiplier: args.uint(2),
          btcAllocPoint: args.uint(3),
          tokenAddress: args.address(4),
          tokenAllocPoint: args.uint(5),
          userBTCFeePercentage: args.uint(6),
          userFeeRecipient: args.string(7),
          farmName: args.string(8),
          farmBanner: args.string(9),
          additionalPoolTokens: args.addresses(10),
          additionalPoolAllocPoints: args.uintList(11),
        }),
      ],
    'getTokenMotoChef(address)': (factory, args) => [factory.tokenMotoChef(args.address(0))],
    'getDeploymentInfo(address)': (factory, args) => {
      const info = factory.deploymentInfo(args.address(0));
      return info
        ? [true, info.token, info.motoChef, info.block]
        : [false, DEAD_ADDRESS, DEAD_ADDRESS, 0n];
    },
    'getDeploymentByIndex(uint32)': (factory, args) => {
      const deployment = factory.deploymentByIndex(args.smallUint(0));
      return [deployment.deployer, deployment.token, deployment.motoChef, deployment.block];
    },
  },
});
