import { DocSection } from './doc-section.tsx';

/** opswap's Privacy Policy. */
export function PrivacyPolicy() {
  return (
    <>
      <p className="text-sm leading-6 text-muted">
        opswap is built to need as little of your data as possible. This policy explains what the
        web app and its backend handle when you use them.
      </p>
      <DocSection title="1. No accounts, no personal details">
        <p>
          You do not create an account and we do not ask for your name, e-mail address or any other
          personal details. Your wallet is your identity: when you sign in, you sign a one-time
          message with your wallet so the backend knows the data it returns is yours.
        </p>
      </DocSection>
      <DocSection title="2. What the backend stores">
        <p>
          For a connected wallet the backend keeps its public key together with the activity you
          record through the app (transaction ids, the kind of action, the tokens and amounts
          involved), your reservations and listings, the tokens you watch and your recent token
          searches. This data lets the app show your activity, notifications and balances.
          Transactions themselves are public on the blockchain and readable by anyone.
        </p>
      </DocSection>
      <DocSection title="3. What stays in your browser">
        <p>
          Your settings (theme, radio, slippage and fees), the chosen network, the wallet you used
          last and your sign-in session are kept in your browser's local storage. You can clear them
          at any time from your browser settings.
        </p>
      </DocSection>
      <DocSection title="4. Third parties">
        <p>
          The app talks to OP_NET nodes to read the chain and send your transactions, and may load
          token logos, block explorer pages and internet radio streams from their own servers. Those
          services see your IP address as with any web request and have their own policies. We do
          not sell data and we do not use advertising or tracking cookies.
        </p>
      </DocSection>
      <DocSection title="5. Logs and retention">
        <p>
          Our servers keep short-lived technical logs (such as request times and errors) to keep the
          service running and to stop abuse. Activity records are kept while the service runs so
          your history stays available.
        </p>
      </DocSection>
      <DocSection title="6. Changes and contact">
        <p>
          We may update this policy; the version shown here is the one that applies. Questions can
          be raised in the community channels linked in the footer.
        </p>
      </DocSection>
    </>
  );
}
