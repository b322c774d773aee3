import { type ReactNode, useState } from 'react';
import { SIGN_IN, SIGN_IN_TO_VIEW } from '@opswap/protocol/activity/dashboard-texts';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { ensureSession } from '../../../lib/wallet/session.ts';
import { useConnectedWallet, useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { useSessionUser } from '../session-user.ts';

interface SessionGateProps {
  /** What a visitor without a wallet reads (the spec's 'Please connect your wallet to view ...'). */
  notConnectedText: string;
  /** Per-user api data needs a signed-in session; chain reads only need the wallet. */
  requireSession?: boolean;
  children: ReactNode;
}

/** Shows its children to a connected (and, when asked, signed-in) wallet; else says what is missing. */
export function SessionGate({
  notConnectedText,
  requireSession = true,
  children,
}: SessionGateProps) {
  const wallet = useConnectedWallet();
  const { session } = useSessionUser();
  if (!wallet) return <ConnectPrompt text={notConnectedText} />;
  if (requireSession && !session) return <SignInPrompt />;
  return children;
}

function ConnectPrompt({ text }: { text: string }) {
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  return (
    <Prompt text={text}>
      <button
        type="button"
        onClick={openConnectModal}
        className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-text hover:opacity-90"
      >
        Connect Wallet
      </button>
    </Prompt>
  );
}

function SignInPrompt() {
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setSigning(true);
    setError(null);
    try {
      await ensureSession();
    } catch (failure) {
      setError(toUserMessage(failure));
    } finally {
      setSigning(false);
    }
  };
  return (
    <Prompt text={SIGN_IN_TO_VIEW}>
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={signing}
        className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-text hover:opacity-90 disabled:opacity-60"
      >
        {SIGN_IN}
      </button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </Prompt>
  );
}

function Prompt({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-4 py-10 text-center">
      <p className="text-muted">{text}</p>
      {children}
    </div>
  );
}
