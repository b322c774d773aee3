import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view.ts';

function Probe() {
  const [ref, inView] = useInView<HTMLDivElement>();
  return <div ref={ref}>{inView ? 'in view' : 'away'}</div>;
}

describe('useInView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts everything as in view without an IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('in view')).toBeInTheDocument();
  });

  it('turns true once the element nears the viewport, and stays true', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('away')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('away')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('in view')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
