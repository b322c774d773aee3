import { describe, expect, it } from 'vitest';
import { planAutoWatch } from './auto-watch.ts';

const MOTO = `0x${'aa'.repeat(32)}`;
const PILL = `0x${'bb'.repeat(32)}`;
const held = (address: string, balanceBigint = 5n) => ({ address, balanceBigint });

describe('planAutoWatch', () => {
  it('watches a held token that is neither watched nor offered before', () => {
    expect(planAutoWatch([held(MOTO)], [], [])).toEqual({ watch: [MOTO], remember: [] });
  });

  it('never offers a token again once offered, so an unwatched one stays unwatched', () => {
    expect(planAutoWatch([held(MOTO)], [], [MOTO])).toEqual({ watch: [], remember: [] });
  });

  it('leaves a token with no balance alone', () => {
    expect(planAutoWatch([held(MOTO, 0n)], [], [])).toEqual({ watch: [], remember: [] });
  });

  it('remembers a held token already watched without watching it again', () => {
    expect(planAutoWatch([held(MOTO), held(PILL)], [PILL], [])).toEqual({
      watch: [MOTO],
      remember: [PILL],
    });
  });

  it('compares addresses whatever their case, and plans a token listed twice once', () => {
    const upper = MOTO.toUpperCase().replace('0X', '0x');
    expect(planAutoWatch([held(upper), held(MOTO)], [], [])).toEqual({
      watch: [MOTO],
      remember: [],
    });
    expect(planAutoWatch([held(upper)], [], [MOTO])).toEqual({ watch: [], remember: [] });
    expect(planAutoWatch([held(upper)], [MOTO], [])).toEqual({ watch: [], remember: [MOTO] });
  });

  it('watches the native coin the wallet holds, as any token', () => {
    expect(planAutoWatch([held('bitcoin', 100n)], [], [])).toEqual({
      watch: ['bitcoin'],
      remember: [],
    });
  });
});
