import type { ProductNetwork } from '../tokens/networks.ts';
import { accountAddressMessage } from './deploy-address.ts';
import { type FieldParse, parseTokenAmountField, parseWholeNumberField } from './deploy-amount.ts';

/** The token deploy inputs of the spec, as the form holds them (typed text). */
export interface TokenDeployInput {
  name: string;
  symbol: string;
  decimals: string;
  /** Whole tokens, like every amount below. */
  maxSupply: string;
  initialMintTo: string;
  initialMintAmount: string;
  freeMintSupply: string;
  freeMintPerTx: string;
  tokenOwner: string;
}

export type TokenDeployField = keyof TokenDeployInput;

/** deployToken's arguments, amounts in base units; addresses as typed (resolved when sent). */
export interface TokenDeployParams {
  maxSupply: bigint;
  decimals: number;
  name: string;
  symbol: string;
  initialMintTo: string;
  initialMintAmount: bigint;
  freeMintSupply: bigint;
  freeMintPerTx: bigint;
  tokenOwner: string;
}

export const TOKEN_NAME_MAX_LENGTH = 32;
export const TOKEN_SYMBOL_MAX_LENGTH = 10;
/** The form offers what wallets and the swap screens show well; the contract allows up to 32. */
export const DEPLOY_MAX_DECIMALS = 18;
export const DEPLOY_DEFAULT_DECIMALS = 18;

const NAME_CHARACTERS = /^[A-Za-z0-9 .'_-]+$/;
const SYMBOL_CHARACTERS = /^[A-Za-z0-9]+$/;

export const TOKEN_DEPLOY_MESSAGES = {
  nameRequired: 'Enter a token name.',
  nameTooLong: `The name can be at most ${TOKEN_NAME_MAX_LENGTH} characters.`,
  nameCharacters: "The name can use letters, digits, spaces and . ' _ - only.",
  symbolRequired: 'Enter a token symbol.',
  symbolTooLong: `The symbol can be at most ${TOKEN_SYMBOL_MAX_LENGTH} characters.`,
  symbolCharacters: 'The symbol can use letters and digits only.',
  decimals: `Decimals must be a whole number from 0 to ${DEPLOY_MAX_DECIMALS}.`,
  maxSupplyZero: 'The max supply must be greater than 0.',
  initialMintAboveMax: 'The initial mint cannot be more than the max supply.',
  freeMintAboveMax:
    'The initial mint and the free mint supply together cannot be more than the max supply.',
  freeMintPerTxRange: 'Free mint per transaction must be between 1 and the free mint supply.',
  freeMintPerTxWithoutSupply: 'Set a free mint supply first, or leave this at 0.',
} as const;

export type TokenDeployErrors = Partial<Record<TokenDeployField, string>>;

export type TokenDeployResult =
  { ok: true; params: TokenDeployParams } | { ok: false; errors: TokenDeployErrors };

function nameMessage(name: string): string | null {
  if (name === '') return TOKEN_DEPLOY_MESSAGES.nameRequired;
  if (name.length > TOKEN_NAME_MAX_LENGTH) return TOKEN_DEPLOY_MESSAGES.nameTooLong;
  return NAME_CHARACTERS.test(name) ? null : TOKEN_DEPLOY_MESSAGES.nameCharacters;
}

function symbolMessage(symbol: string): string | null {
  if (symbol === '') return TOKEN_DEPLOY_MESSAGES.symbolRequired;
  if (symbol.length > TOKEN_SYMBOL_MAX_LENGTH) return TOKEN_DEPLOY_MESSAGES.symbolTooLong;
  return SYMBOL_CHARACTERS.test(symbol) ? null : TOKEN_DEPLOY_MESSAGES.symbolCharacters;
}

/** The decimals typed, or null when they are not a whole number from 0 to 18. */
export function deployDecimals(text: string): number | null {
  const parsed = parseWholeNumberField(text, BigInt(DEPLOY_MAX_DECIMALS));
  return parsed.ok ? Number(parsed.value) : null;
}

/**
 * Every field's message at once, each field's first problem only: the name and symbol (length,
 * characters), decimals 0 to 18, amounts in whole tokens at the chosen decimals (max supply above
 * 0, the initial mint within it, the initial mint plus the free mint supply within it, the free
 * mint per transaction between 1 and the free mint supply), the addresses valid for the network.
 * The amounts are checked only once the decimals are valid, as they are parsed with them.
 */
export function validateTokenDeploy(
  input: TokenDeployInput,
  network: ProductNetwork,
): TokenDeployResult {
  const errors: TokenDeployErrors = {};
  const name = input.name.trim();
  const symbol = input.symbol.trim();
  const fail = (field: TokenDeployField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  fail('name', nameMessage(name));
  fail('symbol', symbolMessage(symbol));
  fail('tokenOwner', accountAddressMessage(input.tokenOwner, network));

  const decimals = deployDecimals(input.decimals);
  if (decimals === null) {
    fail('decimals', TOKEN_DEPLOY_MESSAGES.decimals);
    return { ok: false, errors };
  }
  const amount = (field: TokenDeployField, parsed: FieldParse<bigint>): bigint | null => {
    if (parsed.ok) return parsed.value;
    fail(field, parsed.message);
    return null;
  };
  const maxSupply = amount('maxSupply', parseTokenAmountField(input.maxSupply, decimals));
  const initialMint = amount(
    'initialMintAmount',
    parseTokenAmountField(input.initialMintAmount, decimals, 0n),
  );
  const freeSupply = amount(
    'freeMintSupply',
    parseTokenAmountField(input.freeMintSupply, decimals, 0n),
  );
  const perTx = amount('freeMintPerTx', parseTokenAmountField(input.freeMintPerTx, decimals, 0n));

  if (maxSupply === 0n) fail('maxSupply', TOKEN_DEPLOY_MESSAGES.maxSupplyZero);
  const comparable = maxSupply !== null && maxSupply > 0n;
  if (comparable && initialMint !== null && initialMint > maxSupply) {
    fail('initialMintAmount', TOKEN_DEPLOY_MESSAGES.initialMintAboveMax);
  } else if (
    comparable &&
    initialMint !== null &&
    freeSupply !== null &&
    initialMint + freeSupply > maxSupply
  ) {
    fail('freeMintSupply', TOKEN_DEPLOY_MESSAGES.freeMintAboveMax);
  }
  if (freeSupply !== null && perTx !== null) {
    if (freeSupply === 0n && perTx > 0n) {
      fail('freeMintPerTx', TOKEN_DEPLOY_MESSAGES.freeMintPerTxWithoutSupply);
    } else if (freeSupply > 0n && (perTx === 0n || perTx > freeSupply)) {
      fail('freeMintPerTx', TOKEN_DEPLOY_MESSAGES.freeMintPerTxRange);
    }
  }
  if (initialMint !== null && initialMint > 0n) {
    fail('initialMintTo', accountAddressMessage(input.initialMintTo, network));
  }

  if (
    Object.keys(errors).length > 0 ||
    maxSupply === null ||
    initialMint === null ||
    freeSupply === null ||
    perTx === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    params: {
      maxSupply,
      decimals,
      name,
      symbol,
      // Nothing is minted at deployment without an initial mint: the owner stands in as receiver.
      initialMintTo: initialMint > 0n ? input.initialMintTo.trim() : input.tokenOwner.trim(),
      initialMintAmount: initialMint,
      freeMintSupply: freeSupply,
      freeMintPerTx: perTx,
      tokenOwner: input.tokenOwner.trim(),
    },
  };
}
