import { type FormEvent, useState } from 'react';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { TransactionFlowControls } from '../../../entities/transactions/use-transaction-flow.ts';
import type { SentDeployment } from '../chain/deploy-chain.ts';

type Validation<Params, Field extends string> =
  { ok: true; params: Params } | { ok: false; errors: Partial<Record<Field, string>> };

/**
 * A deploy form around its transaction flow: the fields' messages show once the form has been
 * submitted, a valid form opens the review (what stops it shows under the form as `reviewError`),
 * the confirmed deployment is kept for the success view, and `done` starts over.
 */
export function useDeployForm<Params, Field extends string>(
  deploy: TransactionFlowControls<Params, SentDeployment>,
  result: Validation<Params, Field>,
) {
  const [submitted, setSubmitted] = useState(false);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [deployed, setDeployed] = useState<SentDeployment | null>(null);
  const errors: Partial<Record<Field, string>> = submitted && !result.ok ? result.errors : {};
  return {
    errors,
    reviewError,
    deployed,
    submit: async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      setReviewError(null);
      if (!result.ok) return;
      try {
        await deploy.review(result.params);
      } catch (error) {
        setReviewError(toUserMessage(error));
      }
    },
    confirm: () => void deploy.confirm().then((sent) => sent && setDeployed(sent)),
    done: () => {
      deploy.reset();
      setDeployed(null);
      setSubmitted(false);
    },
  };
}
