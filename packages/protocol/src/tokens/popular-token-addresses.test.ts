import { describe, expect, it } from 'vitest';
import { findPopularTokenAddresses } from './popular-token-addresses.ts';

const MOTO = `0x${'ab'.repeat(32)}`;
const PILL = `0x${'cd'.repeat(32)}`;
const ODYS = `0x${'ef'.repeat(32)}`;
const FAKE = `0x${'11'.repeat(32)}`;

describe('findPopularTokenAddresses', () => {
  it('returns MOTO, PILL and ODYS in that order whatever the list order', () => {
    expect(
      findPopularTokenAddresses([
        { address: ODYS, symbol: 'ODYS' },
        { address: `0x${'22'.repeat(32)}`, symbol: 'OTHER' },
        { address: PILL, symbol: 'PILL' },
        { address: MOTO, symbol: 'MOTO' },
      ]),
    ).toEqual([MOTO, PILL, ODYS]);
  });

  it('prefers a verified token to an impostor with the same symbol', () => {
    expect(
      findPopularTokenAddresses([
        { address: FAKE, symbol: 'MOTO', verified: false },
        { address: MOTO, symbol: 'MOTO', verified: true },
      ]),
    ).toEqual([MOTO]);
  });

  it('takes the first listed when none says it is verified, and leaves missing presets out', () => {
    expect(
      findPopularTokenAddresses([
        { address: PILL, symbol: 'PILL' },
        { address: FAKE, symbol: 'PILL' },
      ]),
    ).toEqual([PILL]);
    expect(findPopularTokenAddresses([])).toEqual([]);
  });

  it('matches symbols exactly', () => {
    expect(findPopularTokenAddresses([{ address: MOTO, symbol: 'moto' }])).toEqual([]);
  });
});
