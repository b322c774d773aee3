import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../tokens/testing/render-with-providers.tsx';
import { AmountField } from './amount-field.tsx';

/** The input's width beside the token button on a 390 px phone. */
const PHONE_FIELD_PX = 178;

let resize: ((width: number) => void) | undefined;

function renderField(value: string) {
  renderWithProviders(
    <AmountField
      label="Sell"
      token={null}
      onSelectToken={() => {}}
      allowNative
      value={value}
      onChange={() => {}}
      balance={undefined}
      error={false}
    />,
  );
  return screen.getByLabelText('Sell');
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(PHONE_FIELD_PX);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        resize = (width) =>
          callback([{ contentRect: { width } } as ResizeObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AmountField', () => {
  it('keeps a short amount at 40 px', () => {
    expect(renderField('1234')).toHaveStyle({ fontSize: '40px' });
  });

  it('shrinks an amount the phone’s field cannot hold at 40 px, so all of it shows', () => {
    expect(renderField('12345.678')).toHaveStyle({ fontSize: '28px' });
  });

  it('goes down to 12 px for a very long amount', () => {
    expect(renderField('1'.repeat(40))).toHaveStyle({ fontSize: '12px' });
  });

  it('follows the field’s width as it changes', () => {
    const input = renderField('12345.678');
    act(() => resize?.(400));
    expect(input).toHaveStyle({ fontSize: '40px' });
    act(() => resize?.(120));
    expect(input).toHaveStyle({ fontSize: '19px' });
  });
});
