import { describe, expect, it } from 'vitest';
import { otherNetworkAddressMessage } from '../validation/token-search.ts';
import { DEPLOY_ADDRESS_MESSAGES } from './deploy-address.ts';
import { DEPLOY_NUMBER_MESSAGES } from './deploy-amount.ts';
import {
  TOKEN_DEPLOY_MESSAGES,
  type TokenDeployInput,
  validateTokenDeploy,
} from './token-deploy-form.ts';

const OWNER = `0x${'ab'.repeat(32)}`;
const REGTEST_P2TR = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqvg32hk';
const MAINNET_P2TR = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';

const valid: TokenDeployInput = {
  name: 'Farm Coin',
  symbol: 'FARM',
  decimals: '8',
  maxSupply: '1,000,000',
  initialMintTo: OWNER,
  initialMintAmount: '250000.5',
  freeMintSupply: '100000',
  freeMintPerTx: '100',
  tokenOwner: REGTEST_P2TR,
};

const errorsOf = (change: Partial<TokenDeployInput>) => {
  const result = validateTokenDeploy({ ...valid, ...change }, 'regtest');
  return result.ok ? {} : result.errors;
};

describe('validateTokenDeploy', () => {
  it('parses whole-token amounts at the chosen decimals into base units', () => {
    expect(validateTokenDeploy(valid, 'regtest')).toEqual({
      ok: true,
      params: {
        maxSupply: 1_000_000n * 10n ** 8n,
        decimals: 8,
        name: 'Farm Coin',
        symbol: 'FARM',
        initialMintTo: OWNER,
        initialMintAmount: 25_000_050_000_000n,
        freeMintSupply: 100_000n * 10n ** 8n,
        freeMintPerTx: 100n * 10n ** 8n,
        tokenOwner: REGTEST_P2TR,
      },
    });
  });

  it('takes empty optional amounts as 0, and the owner as the receiver of no initial mint', () => {
    const result = validateTokenDeploy(
      { ...valid, initialMintAmount: '', initialMintTo: '', freeMintSupply: '', freeMintPerTx: '' },
      'regtest',
    );
    expect(result).toMatchObject({
      ok: true,
      params: {
        initialMintAmount: 0n,
        initialMintTo: REGTEST_P2TR,
        freeMintSupply: 0n,
        freeMintPerTx: 0n,
      },
    });
  });

  it.each([
    [{ name: '  ' }, 'name', TOKEN_DEPLOY_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(33) }, 'name', TOKEN_DEPLOY_MESSAGES.nameTooLong],
    [{ name: 'Coin<script>' }, 'name', TOKEN_DEPLOY_MESSAGES.nameCharacters],
    [{ symbol: '' }, 'symbol', TOKEN_DEPLOY_MESSAGES.symbolRequired],
    [{ symbol: 'ABCDEFGHIJK' }, 'symbol', TOKEN_DEPLOY_MESSAGES.symbolTooLong],
    [{ symbol: 'FA RM' }, 'symbol', TOKEN_DEPLOY_MESSAGES.symbolCharacters],
    [{ decimals: '19' }, 'decimals', TOKEN_DEPLOY_MESSAGES.decimals],
    [{ decimals: '1.5' }, 'decimals', TOKEN_DEPLOY_MESSAGES.decimals],
    [{ decimals: '' }, 'decimals', TOKEN_DEPLOY_MESSAGES.decimals],
    [{ maxSupply: '0' }, 'maxSupply', TOKEN_DEPLOY_MESSAGES.maxSupplyZero],
    [{ maxSupply: '' }, 'maxSupply', DEPLOY_NUMBER_MESSAGES.required],
    [{ maxSupply: '1e6' }, 'maxSupply', DEPLOY_NUMBER_MESSAGES.notANumber],
    [{ maxSupply: '1.123456789' }, 'maxSupply', DEPLOY_NUMBER_MESSAGES.tooManyDecimals(8)],
    [{ maxSupply: '9'.repeat(80) }, 'maxSupply', DEPLOY_NUMBER_MESSAGES.tooLarge],
    [
      { maxSupply: '1000', initialMintAmount: '1000.00000001' },
      'initialMintAmount',
      TOKEN_DEPLOY_MESSAGES.initialMintAboveMax,
    ],
    [
      { maxSupply: '1000', initialMintAmount: '900', freeMintSupply: '101' },
      'freeMintSupply',
      TOKEN_DEPLOY_MESSAGES.freeMintAboveMax,
    ],
    [{ freeMintPerTx: '0' }, 'freeMintPerTx', TOKEN_DEPLOY_MESSAGES.freeMintPerTxRange],
    [{ freeMintPerTx: '100001' }, 'freeMintPerTx', TOKEN_DEPLOY_MESSAGES.freeMintPerTxRange],
    [
      { freeMintSupply: '', freeMintPerTx: '5' },
      'freeMintPerTx',
      TOKEN_DEPLOY_MESSAGES.freeMintPerTxWithoutSupply,
    ],
    [{ initialMintTo: '' }, 'initialMintTo', DEPLOY_ADDRESS_MESSAGES.required],
    [{ initialMintTo: 'not an address' }, 'initialMintTo', DEPLOY_ADDRESS_MESSAGES.invalidAccount],
    [{ tokenOwner: MAINNET_P2TR }, 'tokenOwner', otherNetworkAddressMessage('mainnet', 'regtest')],
  ] as const)('%o: %s says %s', (change, field, message) => {
    expect(errorsOf(change)).toEqual({ [field]: message });
  });

  it('checks the amounts with the decimals chosen: none on a 0-decimal token', () => {
    expect(errorsOf({ decimals: '0', initialMintAmount: '0.5' })).toEqual({
      initialMintAmount: DEPLOY_NUMBER_MESSAGES.tooManyDecimals(0),
    });
  });

  it('reports every field at once', () => {
    expect(
      Object.keys(errorsOf({ name: '', symbol: '', maxSupply: '0', tokenOwner: '' })).sort(),
    ).toEqual(['maxSupply', 'name', 'symbol', 'tokenOwner']);
  });
});
