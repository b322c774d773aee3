import { describe, expect, it } from 'vitest';
import { getReserveButton } from './reserve-screen.ts';

describe('getReserveButton', () => {
  it("reads 'Reserving Swap...' while reserving and 'Swap Completed' once reserved", () => {
    const ready = { text: 'Reserve Swap', disabled: false, loading: false };
    expect(getReserveButton('idle')).toEqual(ready);
    expect(getReserveButton('sending')).toEqual({
      text: 'Reserving Swap...',
      disabled: true,
      loading: true,
    });
    expect(getReserveButton('sent')).toEqual({
      text: 'Swap Completed',
      disabled: true,
      loading: false,
    });
  });

  it('can be pressed again after a failure', () => {
    expect(getReserveButton('failed')).toEqual({
      text: 'Reserve Swap',
      disabled: false,
      loading: false,
    });
  });
});
