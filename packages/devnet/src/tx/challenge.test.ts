import { ChallengeSolution } from '@btc-vision/transaction';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHALLENGE_WINDOW_EPOCHS,
  challengeForEpoch,
  challengeForHeight,
  EPOCH_LENGTH,
  verifyInteractionChallenge,
} from './challenge.ts';
import { parseInteraction } from './parse-interaction.ts';
import { decodeBitcoinTransaction } from './parse-bitcoin-transaction.ts';
import type { ParsedInteraction } from './parsed-transaction.ts';
import { buildFixture, type InteractionFixture } from '../../test/support/interaction-fixtures.ts';
import { TransactionRejectedError } from './transaction-rejection.ts';

describe('devnet epoch challenge', () => {
  it('is deterministic per epoch and changes between epochs', () => {
    expect(challengeForEpoch(3n).raw).toEqual(challengeForHeight(3n * EPOCH_LENGTH + 4n).raw);
    expect(challengeForEpoch(3n).raw.solution).not.toBe(challengeForEpoch(4n).raw.solution);
  });

  it('is what provider.getChallenge() accepts, and verifies as a solution', () => {
    // The client parses the JSON (through btc_preimage) into a ChallengeSolution.
    const raw = JSON.parse(JSON.stringify(challengeForEpoch(2n).raw));
    expect(raw.solution).not.toBe('0x' + '0'.repeat(40));
    const solution = new ChallengeSolution(raw);
    expect(solution.verify()).toBe(true);
    expect(ChallengeSolution.validateRaw(raw)).toBe(true);
    expect(solution.publicKey.originalPublicKeyBuffer()).toHaveLength(33);
  });
});

describe('verifyInteractionChallenge', () => {
  let fixture: InteractionFixture;
  let interaction: ParsedInteraction;

  beforeAll(async () => {
    fixture = await buildFixture();
    interaction = parseInteraction(decodeBitcoinTransaction(fixture.built.interactionTransaction));
  });

  const code = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      if (error instanceof TransactionRejectedError) return error.code;
      throw error;
    }
    return 'accepted';
  };

  it('accepts the challenge of a recent epoch', () => {
    const later = fixture.tipHeight + CHALLENGE_WINDOW_EPOCHS * EPOCH_LENGTH;
    expect(verifyInteractionChallenge(interaction, later).epochNumber).toBe(
      fixture.challenge.epochNumber,
    );
  });

  it('rejects an expired or future challenge', () => {
    const expired = fixture.tipHeight + (CHALLENGE_WINDOW_EPOCHS + 1n) * EPOCH_LENGTH;
    expect(code(() => verifyInteractionChallenge(interaction, expired))).toBe('invalid-challenge');
    expect(code(() => verifyInteractionChallenge(interaction, 0n))).toBe('invalid-challenge');
  });

  it('rejects an output 0 that does not pay the epoch reward', () => {
    const outputs = [...interaction.transaction.outputs];
    outputs[0] = { ...outputs[0]!, value: 329n };
    const underpaid = { ...interaction, transaction: { ...interaction.transaction, outputs } };
    expect(code(() => verifyInteractionChallenge(underpaid, fixture.tipHeight))).toBe(
      'invalid-challenge',
    );
    outputs[0] = { ...outputs[1]!, index: 0 };
    expect(code(() => verifyInteractionChallenge(underpaid, fixture.tipHeight))).toBe(
      'invalid-challenge',
    );
  });
});
