import fc from 'fast-check';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import {
  MAX_ACTIVATION_DELAY,
  PRIORITY_FEE_RANGE,
  SLIPPAGE_RANGE,
} from '@opswap/protocol/constants';
import { ACTIVITY_TYPES } from '@opswap/protocol/schemas/activity';

// Inputs the schemas accept, some of them at their edges: the parts of a fuzzed request that are
// left intact, and the bodies that only a missing or foreign session keeps out.

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const hexBytes = (length: number) =>
  fc.uint8Array({ minLength: length, maxLength: length }).map(toHex);

const anyCase = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.boolean()).map(([value, upper]) => (upper ? value.toUpperCase() : value));

export const transactionId = anyCase(hexBytes(32));
export const hash32 = fc
  .tuple(anyCase(hexBytes(32)), fc.boolean())
  .map(([hex, prefixed]) => (prefixed ? `0x${hex}` : hex));
export const hexData = fc
  .tuple(
    hexBytes(1).chain((first) => hexBytes(20).map((rest) => first + rest)),
    fc.boolean(),
  )
  .map(([hex, prefixed]) => (prefixed ? `0x${hex}` : hex));

/** Digits of a uint256, from 0 to the maximum. */
export const amountText = fc
  .oneof(
    fc.constantFrom(0n, 1n, UINT256_MAX, UINT256_MAX - 1n, 10n ** 18n),
    fc.bigInt({ min: 0n, max: UINT256_MAX }),
  )
  .map(String);

/** Every shape of address the schemas accept: 0x hex, bech32-like, base58-like, 'bitcoin'. */
export function address(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('bitcoin', 'BITCOIN', ...known),
    hash32.map((hex) => (hex.startsWith('0x') ? hex : `0x${hex}`)),
    fc.stringMatching(/^opr1[0-9a-z]{20,60}$/),
    fc.stringMatching(/^[0-9A-Za-z]{1,90}$/),
  );
}

const plainKey = fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/);
const plainJson = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.parse(JSON.stringify(value)));
const extraFields = fc.dictionary(plainKey, plainJson, { maxKeys: 3 });

const LOOSE_TYPES = ACTIVITY_TYPES.filter(
  (type) => !['Swap', 'Send', 'ListNativeSwap', 'NativeSwap', 'CancelTransaction'].includes(type),
);

/** POST activity/add bodies of every type, typed data with their required fields. */
export function activityBody(tokens: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const token = address(tokens);
  const typed = (type: string, data: fc.Arbitrary<Record<string, unknown>>) =>
    fc.record({ type: fc.constant(type), transactionId, data });
  const withExtras = (data: fc.Arbitrary<Record<string, unknown>>) =>
    fc.tuple(extraFields, data).map(([extra, fields]) => ({ ...extra, ...fields }));
  return fc.oneof(
    typed(
      'Swap',
      withExtras(
        fc.record(
          {
            tokenOne: token,
            tokenTwo: token,
            amountIn: amountText,
            amountOut: amountText,
            reservationHash: hash32,
            feeRate: fc.double({ min: 0, max: 1e6, noNaN: true }),
            compiledTargetScript: hexData,
            interactionAddress: token,
          },
          { requiredKeys: ['tokenOne', 'tokenTwo', 'amountIn', 'amountOut'] },
        ),
      ),
    ),
    typed('Send', withExtras(fc.record({ tokenAddress: token, amount: amountText }))),
    typed('ListNativeSwap', withExtras(fc.record({ token, amount: amountText }))),
    typed('NativeSwap', withExtras(fc.record({ reservationHash: hash32 }))),
    typed('CancelTransaction', withExtras(fc.record({ canceledTransactionId: transactionId }))),
    fc.record({ type: fc.constantFrom(...LOOSE_TYPES), transactionId, data: extraFields }),
  );
}

/** POST reservation/track bodies; an activation delay above 0 comes with its UTXO. */
export function reservationBody(tokens: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const utxo = fc.record({
    transactionId,
    outputIndex: fc.nat({ max: 1000 }),
    scriptPubKey: fc.record({ hex: hexData, address: address([]) }),
    value: amountText,
  });
  return fc
    .record({
      hash: hash32,
      tokenSymbol: fc.string({ maxLength: 12 }),
      tokenAddress: address(tokens),
      amountIn: amountText,
      amountOut: amountText,
      simulationResult: fc.record({
        estimatedGas: amountText,
        estimatedSatGas: amountText,
        minTokenOut: amountText,
      }),
      settings: fc.record({
        slippage: fc.integer({ min: SLIPPAGE_RANGE.min, max: SLIPPAGE_RANGE.max }),
        miningFee: fc.double({ min: 0, max: 1e6, noNaN: true }),
        priorityFee: fc.integer({ min: PRIORITY_FEE_RANGE.min, max: PRIORITY_FEE_RANGE.max }),
        reorgProtection: fc.integer({ min: 0, max: MAX_ACTIVATION_DELAY }),
      }),
      reservationUTXO: utxo,
    })
    .map((info) => ({ trackingInformation: info }));
}

export const watchlistBody = (tokens: readonly string[]) => fc.record({ address: address(tokens) });

/** An auth/session body of the right shape for a challenge that was never issued. */
export const unknownChallengeBody = fc.record(
  {
    nonce: fc.stringMatching(/^[0-9a-f]{32}$/),
    signature: fc.base64String({ minLength: 4, maxLength: 88 }),
    signatureType: fc.constantFrom('ecdsa', 'schnorr'),
  },
  { requiredKeys: ['nonce', 'signature'] },
);

/** A page number that is valid, from the first to the largest the schema takes. */
export const pageNumber = fc.oneof(
  fc.constantFrom(1, 2, 1000, Number.MAX_SAFE_INTEGER, 2 ** 31, 2 ** 32 + 1),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
);
