import { useId, useState } from 'react';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { useDevWalletStore } from './dev-wallet-store.ts';

/**
 * The development wallet's controls on the devnet: which account signs, a faucet, and a switch
 * that makes the next request fail as a user's refusal would. Shown by DevWalletSlot.
 */
export default function DevWalletPanel() {
  const { accounts, accountIndex, rejectNext, switchAccount, faucet, setRejectNext } =
    useDevWalletStore();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const panelId = useId();

  async function topUp() {
    if (!faucet) return;
    setStatus('Requesting 1 rBTC...');
    try {
      await faucet();
      setStatus('1 rBTC is on its way; it arrives with the next block.');
    } catch (error) {
      setStatus(toUserMessage(error));
    }
  }

  return (
    <>
      {/* In the layout's bottom bar (app/layout/bottom-bar.tsx); the panel opens above it. */}
      <div className="relative text-sm">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="whitespace-nowrap rounded-full border border-line bg-surface-2 px-3 py-1.5 font-medium"
        >
          Dev wallet · Account {accountIndex}
        </button>
        {open && (
          <section
            id={panelId}
            aria-label="Development wallet"
            className="absolute right-0 bottom-full mb-3 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-surface p-3 shadow-xl"
          >
            <p className="mb-2 text-xs text-muted">
              Devnet only: signs with the public development keys.
            </p>
            <label className="mb-2 flex flex-col gap-1">
              <span className="text-xs text-muted">Account</span>
              <select
                value={accountIndex}
                onChange={(event) => void switchAccount?.(Number(event.target.value))}
                className="rounded-lg border border-line bg-surface-2 px-2 py-1.5"
              >
                {accounts.map((account) => (
                  <option key={account.index} value={account.index}>
                    Account {account.index} · {shortenAddress(account.address)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={() => void topUp()}
              className="mb-2 w-full rounded-lg bg-accent px-3 py-1.5 font-semibold text-accent-text"
            >
              Faucet: get 1 rBTC
            </button>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={rejectNext}
                onChange={(event) => setRejectNext(event.target.checked)}
              />
              <span>Reject the next request</span>
            </label>
            {status && (
              <p role="status" className="mt-2 text-xs text-muted">
                {status}
              </p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
