import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage/local-storage.ts';
import { routeFrameScript } from './static-shell.tsx';

describe("index.html's route frame script", () => {
  afterEach(() => document.body.replaceChildren());

  const run = (pathname: string) => {
    document.body.innerHTML =
      '<main id="main"></main>' +
      '<template data-route-frame="/"><h1>Swap</h1></template>' +
      '<template data-route-frame="/explore"><h1>Explore</h1></template>';
    new Function('location', routeFrameScript())({ pathname });
    return document.body.innerHTML;
  };

  it("puts the page's own frame into <main> and drops the others", () => {
    expect(run('/explore')).toBe('<main id="main"><h1>Explore</h1></main>');
    expect(run('/')).toBe('<main id="main"><h1>Swap</h1></main>');
  });

  it('ignores a trailing slash', () => {
    expect(run('/explore/')).toBe('<main id="main"><h1>Explore</h1></main>');
  });

  it('leaves <main> empty at an address without a frame', () => {
    expect(run('/token/0x01')).toBe('<main id="main"></main>');
  });

  it('leaves <main> empty when a saved wallet is about to reconnect', () => {
    localStorage.setItem(STORAGE_KEYS.walletType, JSON.stringify('OP_WALLET'));
    expect(run('/explore')).toBe('<main id="main"></main>');
  });
});
