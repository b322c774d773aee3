import { DEFAULT_NETWORK } from '@opswap/protocol/constants';

/** The landing page until the app shell arrives: the product and the network it runs on. */
export function App() {
  return (
    <main className="landing">
      <header className="landing__header">
        <span className="landing__logo" aria-hidden="true" />
        <h1>opswap</h1>
        <span className="landing__network" aria-label="Network">
          {DEFAULT_NETWORK}
        </span>
      </header>
      <p className="landing__tagline">
        Swap tokens, buy them with bitcoin and sell them for bitcoin on OP_NET, the smart-contract
        layer on Bitcoin L1.
      </p>
    </main>
  );
}
