// @vitest-environment node
// The build renders the shell and the main screens in Node (boot-plugins.ts): every module they
// import must load without a browser, or index.html ships without its first paint.
import { describe, expect, it } from 'vitest';
import {
  FRAMED_PATHS,
  renderRouteFrames,
  renderStaticShell,
  themeScript,
} from './static-shell.tsx';

describe('the static app shell', () => {
  const html = renderStaticShell();

  it('renders the layout in Node: header with the logo and wallet button, empty main, footer', () => {
    expect(html).toContain('aria-label="opswap home"');
    expect(html).toContain('>Connect Wallet</button>');
    expect(html).toContain('<main id="main" class="min-h-svh flex-1"></main>');
    expect(html).toContain(
      'Swap tokens and Bitcoin on OP_NET, the smart-contract layer on Bitcoin L1.',
    );
    expect(html).toContain('aria-label="Dock"');
  });

  it('is inert until React replaces it, without a box of its own', () => {
    expect(html).toMatch(/^<div inert="" data-static-shell="" style="display:contents">/);
  });

  it("keeps the header's buttons (wallet, network: saved state) invisible, in their place", () => {
    expect(html).toContain(
      '<style>[data-static-shell] header[data-sticky] button{visibility:hidden}</style>',
    );
  });

  it('marks no navigation item as the current page (it is served for every path)', () => {
    expect(html).not.toContain('aria-current');
  });

  it('applies a saved theme and ignores anything that is not one of the themes', () => {
    const run = (stored: string | null) => {
      const dataset: Record<string, string> = {};
      const localStorage = { getItem: () => stored };
      new Function('localStorage', 'document', themeScript())(localStorage, {
        documentElement: { dataset },
      });
      return dataset.theme;
    };
    expect(run('"light"')).toBe('light');
    expect(run('"neon"')).toBeUndefined();
    expect(run('not json')).toBeUndefined();
    expect(run(null)).toBeUndefined();
  });
});

describe('the first frames of the main screens', () => {
  it('renders each framed screen in Node as it is before its data, without the layout', async () => {
    const frames = await renderRouteFrames();
    expect([...frames.keys()]).toEqual(FRAMED_PATHS);
    expect(frames.get('/explore')).toContain('>Explore</h1>');
    expect(frames.get('/explore')).toContain('Loading the top tokens');
    expect(frames.get('/swap')).toContain('>Connect Wallet</button>');
    for (const frame of frames.values()) {
      expect(frame).toContain('</h1>');
      expect(frame).not.toContain('aria-label="opswap home"');
    }
  });
});
