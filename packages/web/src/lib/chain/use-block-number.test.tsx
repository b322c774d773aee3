import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BlockSource from './block-source.ts';
import { blockQueryKey } from './block-source.ts';
import { BlockWatcher, useBlockNumber } from './use-block-number.ts';
import { useSeenBlock } from './use-seen-block.ts';

const node = vi.hoisted(() => ({ fetchBlockNumber: vi.fn<() => Promise<number>>() }));
vi.mock('./block-source.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof BlockSource>()),
  fetchBlockNumber: node.fetchBlockNumber,
}));

/** The header's view of the current block. */
function Header() {
  return <p data-testid="header-block">{useBlockNumber() ?? '—'}</p>;
}

/** A screen that learned of a block on its own (a receipt's, a reservation's). */
function Receipt({ block }: { block: number | null }) {
  useSeenBlock(block);
  return null;
}

function renderApp(client: QueryClient, receiptBlock: number | null) {
  const ui = (block: number | null) => (
    <QueryClientProvider client={client}>
      <BlockWatcher />
      <Header />
      <Receipt block={block} />
    </QueryClientProvider>
  );
  const view = render(ui(receiptBlock));
  return { seen: (block: number | null) => view.rerender(ui(block)) };
}

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  client.clear();
  vi.clearAllMocks();
});

describe('the shared current block', () => {
  it('moves forward to a block seen in a receipt before the next poll, and never back', async () => {
    node.fetchBlockNumber.mockResolvedValue(67);
    const app = renderApp(client, null);
    expect(await screen.findByText('67')).toBeVisible();

    // The swap said 'Confirmed in block 68': the header says 68 too.
    app.seen(68);
    expect(await screen.findByText('68')).toBeVisible();

    // An older block seen later, and a poll that still answers 67, do not take it back.
    app.seen(66);
    await act(() => client.refetchQueries({ queryKey: blockQueryKey('regtest') }));
    expect(node.fetchBlockNumber).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(blockQueryKey('regtest'))).toBe(68);
    expect(screen.getByTestId('header-block')).toHaveTextContent('68');

    node.fetchBlockNumber.mockResolvedValue(69);
    await act(() => client.refetchQueries({ queryKey: blockQueryKey('regtest') }));
    expect(await screen.findByText('69')).toBeVisible();
  });

  it('keeps a block seen while a poll was on its way', async () => {
    let answer: (block: number) => void = () => undefined;
    node.fetchBlockNumber.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const app = renderApp(client, null);
    app.seen(68);
    expect(await screen.findByText('68')).toBeVisible();
    await act(async () => answer(67));
    expect(client.getQueryData(blockQueryKey('regtest'))).toBe(68);
    expect(screen.getByTestId('header-block')).toHaveTextContent('68');
  });

  it('marks per-block data stale when a seen block moves the tip', async () => {
    node.fetchBlockNumber.mockResolvedValue(67);
    const perBlock = vi.fn(async () => 'fresh');
    void client.prefetchQuery({
      queryKey: ['per-block'],
      queryFn: perBlock,
      meta: { perBlock: true },
    });
    const app = renderApp(client, null);
    expect(await screen.findByText('67')).toBeVisible();
    expect(client.getQueryState(['per-block'])?.isInvalidated).toBe(false);
    app.seen(68);
    await screen.findByText('68');
    expect(client.getQueryState(['per-block'])?.isInvalidated).toBe(true);
  });
});
