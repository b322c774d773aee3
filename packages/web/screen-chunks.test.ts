import { describe, expect, it } from 'vitest';
import { screensSharedGroup } from './screen-chunks.ts';

interface Node {
  importers?: string[];
  dynamicImporters?: string[];
  isEntry?: boolean;
}

/** A module graph as the bundler's chunking context reports it. */
function graph(nodes: Record<string, Node>) {
  return {
    getModuleInfo: (id: string) => {
      const node = nodes[id];
      if (!node) return null;
      return {
        id,
        importers: node.importers ?? [],
        dynamicImporters: node.dynamicImporters ?? [],
        isEntry: node.isEntry ?? false,
      } as never;
    },
  };
}

const MAIN = '/web/src/main.tsx';
const BOOT = '/web/src/app/boot.tsx';
const ROUTER = '/web/src/app/router.tsx';
const SWAP = '/web/src/features/swap/swap-screen.tsx';
const SEND = '/web/src/features/send/send-screen.tsx';
const CHAIN = '/web/src/features/send/chain/send-chain.ts';
const MODAL = '/web/src/features/wallet/connect-wallet-modal.tsx';

const app: Record<string, Node> = {
  [MAIN]: { isEntry: true },
  [BOOT]: { dynamicImporters: [MAIN] },
  [ROUTER]: { importers: [BOOT] },
  [SWAP]: { dynamicImporters: [ROUTER] },
  [SEND]: { dynamicImporters: [ROUTER] },
  [CHAIN]: { dynamicImporters: [SEND] },
  [MODAL]: { dynamicImporters: [BOOT] },
};

function chunkOf(id: string, nodes: Record<string, Node>) {
  const { name } = screensSharedGroup();
  if (typeof name !== 'function') throw new Error('The group names its chunk per module.');
  return name(id, graph({ ...app, ...nodes }));
}

describe('screensSharedGroup', () => {
  it('puts a module two screens import into the shared chunk', () => {
    const nodes = { '/web/src/ui/tabs.tsx': { importers: [SWAP, SEND] } };
    expect(chunkOf('/web/src/ui/tabs.tsx', nodes)).toBe('screens-shared');
  });

  it('follows imports through other modules up to the screens', () => {
    const nodes = {
      '/web/src/ui/a.tsx': { importers: [SWAP] },
      '/web/src/ui/b.tsx': { importers: [SEND] },
      '/web/src/ui/leaf.ts': { importers: ['/web/src/ui/a.tsx', '/web/src/ui/b.tsx'] },
    };
    expect(chunkOf('/web/src/ui/leaf.ts', nodes)).toBe('screens-shared');
  });

  it("leaves a module of one screen in that screen's chunk", () => {
    const nodes = { '/web/src/features/swap/quote.ts': { importers: [SWAP] } };
    expect(chunkOf('/web/src/features/swap/quote.ts', nodes)).toBeNull();
  });

  it('leaves what the boot reaches to the boot chunks, even when screens import it too', () => {
    const nodes = { '/web/src/lib/format.ts': { importers: [ROUTER, SWAP, SEND] } };
    expect(chunkOf('/web/src/lib/format.ts', nodes)).toBeNull();
  });

  it('shares a module of a screen and a part loaded later, not one of two later parts', () => {
    const nodes = {
      '/web/src/lib/units.ts': { importers: [SWAP, CHAIN] },
      '/web/src/lib/sign.ts': { importers: [CHAIN, MODAL] },
    };
    expect(chunkOf('/web/src/lib/units.ts', nodes)).toBe('screens-shared');
    expect(chunkOf('/web/src/lib/sign.ts', nodes)).toBeNull();
  });

  it('leaves a module of a cycle to the boot when the boot reaches it through the cycle', () => {
    // The router imports p, p imports q, q imports p; the swap and send screens import q too.
    const nodes = {
      '/web/src/lib/p.ts': { importers: [ROUTER, '/web/src/lib/q.ts'] },
      '/web/src/lib/q.ts': { importers: ['/web/src/lib/p.ts', SWAP, SEND] },
    };
    const { name } = screensSharedGroup();
    if (typeof name !== 'function') throw new Error('The group names its chunk per module.');
    const ctx = graph({ ...app, ...nodes });
    // p first: its walk meets q while p is still open.
    expect(name('/web/src/lib/p.ts', ctx)).toBeNull();
    expect(name('/web/src/lib/q.ts', ctx)).toBeNull();
  });

  it('ends on an import cycle', () => {
    const nodes = {
      '/web/src/ui/x.ts': { importers: [SWAP, '/web/src/ui/y.ts'] },
      '/web/src/ui/y.ts': { importers: [SEND, '/web/src/ui/x.ts'] },
    };
    expect(chunkOf('/web/src/ui/x.ts', nodes)).toBe('screens-shared');
  });
});
