import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { BlockNumber } from './block-number.tsx';

const block = vi.hoisted(() => ({ current: undefined as number | undefined }));
vi.mock('../../lib/chain/use-block-number.ts', () => ({
  useBlockNumber: () => block.current,
  BlockWatcher: () => null,
}));

describe('BlockNumber', () => {
  afterEach(() => {
    block.current = undefined;
    useNetworkStore.setState({ network: 'regtest' });
  });

  it('shows the height grouped, named Block for screen readers', () => {
    block.current = 912_345;
    useNetworkStore.setState({ network: 'regtest' });
    render(<BlockNumber compact />);
    expect(screen.getByTitle('Current block')).toHaveTextContent('912,345');
    // The word is read out but not shown: only the number takes room in the header row.
    expect(screen.getByText('Block 912,345')).toHaveClass('sr-only');
  });

  it('links the height to the block on the explorer where the network has one', () => {
    block.current = 9_123_456;
    useNetworkStore.setState({ network: 'mainnet' });
    render(<BlockNumber compact />);
    const link = screen.getByRole('link', { name: 'Block 9,123,456' });
    expect(link).toHaveAttribute('href', 'https://mempool.opnet.org/block/9123456');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the word Block in its full form', () => {
    block.current = 912_345;
    render(<BlockNumber />);
    expect(screen.getByTitle('Current block')).toHaveTextContent('Block 912,345');
  });

  it('pulses its dot again when a new block arrives, instead of endlessly', () => {
    block.current = 100;
    const { container, rerender } = render(<BlockNumber />);
    const dot = () => container.querySelector('.animate-block-arrived');
    const first = dot();
    expect(first).not.toBeNull();
    rerender(<BlockNumber />);
    expect(dot()).toBe(first);
    block.current = 101;
    rerender(<BlockNumber />);
    expect(dot()).not.toBe(first);
  });

  it('waits for the first block with a dash', () => {
    render(<BlockNumber compact />);
    expect(screen.getByTitle('Waiting for the current block')).toHaveTextContent('—');
    expect(screen.getByText('Block —')).toHaveClass('sr-only');
  });
});
