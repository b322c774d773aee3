import { DocSection } from './doc-section.tsx';

/** opswap's Terms of Service. */
export function TermsOfService() {
  return (
    <>
      <p className="text-sm leading-6 text-muted">
        These terms govern your use of the opswap web app (the "Interface"). By connecting a wallet
        or otherwise using the Interface you agree to them. If you do not agree, do not use the
        Interface.
      </p>
      <DocSection title="1. What opswap is">
        <p>
          opswap is a software interface to smart contracts on OP_NET, a smart-contract layer on
          Bitcoin L1. It lets you build, review and sign transactions that swap, send, list and add
          liquidity for tokens. The contracts run on a public blockchain; opswap does not operate
          them, cannot change their results and cannot reverse a transaction once it is broadcast.
        </p>
      </DocSection>
      <DocSection title="2. Non-custodial use">
        <p>
          opswap never holds your bitcoin, your tokens or your keys. Every transaction is signed in
          your own wallet, and you alone decide whether to sign it. Keep your seed phrase and keys
          safe: nobody, including us, can recover them or the funds they control.
        </p>
      </DocSection>
      <DocSection title="3. Your responsibilities">
        <p>
          You are responsible for checking every transaction before you sign it: the tokens, the
          amounts, the minimum you accept (slippage), the fees and the recipient. You confirm that
          you may lawfully use the Interface where you live, that you are of legal age, and that you
          are not subject to sanctions that forbid its use.
        </p>
        <p>
          You will not use the Interface to break the law, to manipulate markets, or to interfere
          with the Interface or the networks it relies on.
        </p>
      </DocSection>
      <DocSection title="4. Risks">
        <p>
          Digital assets are volatile and may lose all their value. Smart contracts may contain
          bugs. Prices quoted by the Interface are estimates: what you receive depends on the chain
          state when your transaction is mined, and native swaps depend on reservations that expire
          after a number of blocks. Network fees are paid whether or not a transaction succeeds.
          Tokens can be created by anyone; a listed token is not an endorsement.
        </p>
      </DocSection>
      <DocSection title="5. No advice, no warranty">
        <p>
          Nothing in the Interface is financial, legal or tax advice. The Interface is provided "as
          is" and "as available", without warranties of any kind. It may be changed, interrupted or
          discontinued at any time.
        </p>
      </DocSection>
      <DocSection title="6. Limitation of liability">
        <p>
          To the extent the law allows, the people who build and host opswap are not liable for any
          loss arising from your use of the Interface, the blockchain, your wallet or any token,
          including lost profits, lost funds and losses caused by errors, delays or outages.
        </p>
      </DocSection>
      <DocSection title="7. Changes">
        <p>
          We may update these terms. The version shown here applies from the moment it is published;
          continuing to use the Interface means you accept it.
        </p>
      </DocSection>
    </>
  );
}
