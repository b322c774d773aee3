import type { ProductNetwork } from '../tokens/networks.ts';
import { bitcoinAddressMessage } from './deploy-address.ts';
import { UINT256_MAX } from '../amount/units.ts';
import {
  DEPLOY_NUMBER_MESSAGES,
  type FieldParse,
  parseTokenAmountField,
  parseWholeNumberField,
} from './deploy-amount.ts';

/**
 * The spec's farm deploy inputs and where each goes in the MotoChef factory's
 * deployMotoChef(tokenPerBlock, bonusEndBlock, bonusMultiplier, BTCAllocPoint, tokenAddress,
 * tokenAllocPoint, userBTCFeePercentage, userFeeRecipient, farmName, farmBanner,
 * additionalPoolTokens, additionalPoolAllocPoints) (docs/deployments.md#farm-inputs).
 */
export type FarmDocumentInput =
  | 'premineAmount'
  | 'devAddress'
  | 'tokenPerBlock'
  | 'bonusEndBlock'
  | 'bonusMultiplier'
  | 'treasuryAddress'
  | 'BTCAllocPoint'
  | 'tokenAddress'
  | 'tokenAllocPoint'
  | 'userBTCFeePercentage'
  | 'userFeeRecipientAddress';

export type FarmInputMapping =
  | { settable: true; argument: keyof FarmDeployParams }
  | { settable: false; label: string; why: string };

export const FARM_INPUT_MAPPING: Readonly<Record<FarmDocumentInput, FarmInputMapping>> = {
  premineAmount: {
    settable: false,
    label: 'Premine amount',
    why: 'The factory mints no premine: the owner mints the token directly, and the farm mints only its rewards.',
  },
  devAddress: {
    settable: false,
    label: 'Dev address',
    why: 'The farm belongs to the wallet that deploys it; there is no separate dev address.',
  },
  tokenPerBlock: { settable: true, argument: 'tokenPerBlock' },
  bonusEndBlock: { settable: true, argument: 'bonusEndBlock' },
  bonusMultiplier: { settable: true, argument: 'bonusMultiplier' },
  treasuryAddress: {
    settable: false,
    label: 'Treasury address',
    why: 'A factory farm has no treasury of its own: the fee recipient stands in for it.',
  },
  BTCAllocPoint: { settable: true, argument: 'btcAllocPoint' },
  tokenAddress: { settable: true, argument: 'tokenAddress' },
  tokenAllocPoint: { settable: true, argument: 'tokenAllocPoint' },
  userBTCFeePercentage: { settable: true, argument: 'userBTCFeePercentage' },
  userFeeRecipientAddress: { settable: true, argument: 'userFeeRecipient' },
};

/** The farm form's fields: the settable document inputs plus the factory's farm name and banner. */
export interface FarmDeployInput {
  tokenAddress: string;
  farmName: string;
  farmBanner: string;
  /** Whole reward tokens per block. */
  tokenPerBlock: string;
  bonusEndBlock: string;
  bonusMultiplier: string;
  btcAllocPoint: string;
  tokenAllocPoint: string;
  userBTCFeePercentage: string;
  userFeeRecipient: string;
}

export type FarmDeployField = keyof FarmDeployInput;

/** The spec's farm inputs the factory takes no value for, with why (shown beside the form). */
export const FARM_INPUTS_NOT_SETTABLE = Object.values(FARM_INPUT_MAPPING).flatMap((mapping) =>
  mapping.settable ? [] : [mapping],
);

/** deployMotoChef's arguments; the farm form adds no extra pools. */
export interface FarmDeployParams {
  tokenPerBlock: bigint;
  bonusEndBlock: bigint;
  bonusMultiplier: bigint;
  btcAllocPoint: bigint;
  tokenAddress: string;
  tokenAllocPoint: bigint;
  userBTCFeePercentage: bigint;
  userFeeRecipient: string;
  farmName: string;
  farmBanner: string;
  additionalPoolTokens: readonly string[];
  additionalPoolAllocPoints: readonly bigint[];
}

export const FARM_NAME_MAX_LENGTH = 64;
export const FARM_BANNER_MAX_LENGTH = 256;
/** The farm stores allocation points in 64 bits ('Alloc point does not fit in 64 bits'). */
export const MAX_ALLOC_POINT = (1n << 64n) - 1n;
/** 'User BTC fee percentage cannot exceed 100'. */
export const MAX_USER_BTC_FEE_PERCENTAGE = 100n;
const BANNER_URL = /^https:\/\/\S+$/;

export const FARM_DEPLOY_MESSAGES = {
  tokenRequired: 'Choose one of your tokens.',
  nameRequired: 'Enter a farm name.',
  nameTooLong: `The farm name can be at most ${FARM_NAME_MAX_LENGTH} characters.`,
  bannerInvalid: `The banner must be an https:// link of at most ${FARM_BANNER_MAX_LENGTH} characters.`,
  tokenPerBlockZero: 'The reward per block must be greater than 0.',
  bonusMultiplierZero: 'The bonus multiplier must be at least 1.',
  allocPointTooLarge: 'Allocation points must fit in 64 bits (at most 18446744073709551615).',
  noAllocation: 'Give the BTC pool or the token pool some allocation points.',
  feePercentage: 'The BTC staking fee must be a whole percentage from 0 to 100.',
  feeRecipientRequired: 'Enter the Bitcoin address that receives the BTC staking fee.',
} as const;

export type FarmDeployErrors = Partial<Record<FarmDeployField, string>>;

export type FarmDeployResult =
  { ok: true; params: FarmDeployParams } | { ok: false; errors: FarmDeployErrors };

/**
 * Every field's message at once: a token chosen, the farm name required (at most 64
 * characters), the banner empty or an https link, the reward per block above 0 in whole tokens
 * at the token's decimals, the bonus end block a whole number, the multiplier at least 1, both
 * allocation points within 64 bits and not both 0, the fee a whole percentage up to 100, and its
 * recipient a Bitcoin address of the network (required once the fee is above 0).
 */
export function validateFarmDeploy(
  input: FarmDeployInput,
  token: { decimals: number } | null,
  network: ProductNetwork,
): FarmDeployResult {
  const errors: FarmDeployErrors = {};
  const fail = (field: FarmDeployField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  const value = (field: FarmDeployField, parsed: FieldParse<bigint>): bigint | null => {
    if (parsed.ok) return parsed.value;
    fail(field, parsed.message);
    return null;
  };

  const tokenAddress = input.tokenAddress.trim();
  if (tokenAddress === '' || token === null)
    fail('tokenAddress', FARM_DEPLOY_MESSAGES.tokenRequired);
  const farmName = input.farmName.trim();
  if (farmName === '') fail('farmName', FARM_DEPLOY_MESSAGES.nameRequired);
  else if (farmName.length > FARM_NAME_MAX_LENGTH)
    fail('farmName', FARM_DEPLOY_MESSAGES.nameTooLong);
  const farmBanner = input.farmBanner.trim();
  if (
    farmBanner !== '' &&
    (farmBanner.length > FARM_BANNER_MAX_LENGTH || !BANNER_URL.test(farmBanner))
  ) {
    fail('farmBanner', FARM_DEPLOY_MESSAGES.bannerInvalid);
  }

  const tokenPerBlock =
    token === null
      ? null
      : value('tokenPerBlock', parseTokenAmountField(input.tokenPerBlock, token.decimals));
  if (tokenPerBlock === 0n) fail('tokenPerBlock', FARM_DEPLOY_MESSAGES.tokenPerBlockZero);
  const bonusEndBlock = value(
    'bonusEndBlock',
    parseWholeNumberField(input.bonusEndBlock, UINT256_MAX, 0n),
  );
  const bonusMultiplier = value(
    'bonusMultiplier',
    parseWholeNumberField(input.bonusMultiplier, MAX_ALLOC_POINT),
  );
  if (bonusMultiplier === 0n) fail('bonusMultiplier', FARM_DEPLOY_MESSAGES.bonusMultiplierZero);
  const allocPoint = (field: 'btcAllocPoint' | 'tokenAllocPoint', text: string) => {
    const parsed = parseWholeNumberField(text, MAX_ALLOC_POINT, 0n);
    return value(
      field,
      parsed.ok || parsed.message !== DEPLOY_NUMBER_MESSAGES.tooLarge
        ? parsed
        : { ok: false, message: FARM_DEPLOY_MESSAGES.allocPointTooLarge },
    );
  };
  const btcAllocPoint = allocPoint('btcAllocPoint', input.btcAllocPoint);
  const tokenAllocPoint = allocPoint('tokenAllocPoint', input.tokenAllocPoint);
  if (btcAllocPoint === 0n && tokenAllocPoint === 0n) {
    fail('tokenAllocPoint', FARM_DEPLOY_MESSAGES.noAllocation);
  }
  const fee = parseWholeNumberField(input.userBTCFeePercentage, MAX_USER_BTC_FEE_PERCENTAGE, 0n);
  const userBTCFeePercentage = fee.ok ? fee.value : null;
  if (!fee.ok) fail('userBTCFeePercentage', FARM_DEPLOY_MESSAGES.feePercentage);
  const userFeeRecipient = input.userFeeRecipient.trim();
  if (userFeeRecipient !== '' || (userBTCFeePercentage ?? 0n) > 0n) {
    fail(
      'userFeeRecipient',
      userFeeRecipient === ''
        ? FARM_DEPLOY_MESSAGES.feeRecipientRequired
        : bitcoinAddressMessage(userFeeRecipient, network),
    );
  }

  if (
    Object.keys(errors).length > 0 ||
    tokenPerBlock === null ||
    bonusEndBlock === null ||
    bonusMultiplier === null ||
    btcAllocPoint === null ||
    tokenAllocPoint === null ||
    userBTCFeePercentage === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    params: {
      tokenPerBlock,
      bonusEndBlock,
      bonusMultiplier,
      btcAllocPoint,
      tokenAddress,
      tokenAllocPoint,
      userBTCFeePercentage,
      userFeeRecipient,
      farmName,
      farmBanner,
      additionalPoolTokens: [],
      additionalPoolAllocPoints: [],
    },
  };
}
