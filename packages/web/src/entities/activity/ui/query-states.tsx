import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { ApiError } from '../../../lib/api/api-client.ts';

/** Why a list could not load, in words the user can act on. */
export function LoadError({ error, what }: { error: Error; what: string }) {
  const reason = error instanceof ApiError ? error.message : toUserMessage(error);
  return (
    <p
      role="alert"
      className="rounded-2xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
    >
      Could not load {what}: {reason}
    </p>
  );
}

/** A list's empty state (the spec's verbatim texts). */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-muted">
      {text}
    </p>
  );
}

/**
 * While a list loads. `reserve` (a min-height class) holds the space the loaded list will take,
 * so what sits below it does not move when it arrives.
 */
export function Loading({ what, reserve = '' }: { what: string; reserve?: string }) {
  return (
    <p role="status" className={`px-4 py-10 text-center text-muted ${reserve}`}>
      Loading {what}…
    </p>
  );
}
