import { groupThousands } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { satsPriceText } from '@opswap/protocol/market/sats-price';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import type { CreatePoolPlan } from '../hooks/use-create-pool.ts';

/** The pool's opening price: '10,000 sats per MOTO'. */
export function openingPriceText(openingPriceSats: bigint, symbol: string): string {
  return `${satsPriceText(openingPriceSats)} per ${symbol}`;
}

/** What the user confirms before creating the pool. */
export function CreatePoolReview(props: { plan: CreatePoolPlan; needsApproval: boolean }) {
  const { token, pool, preview } = props.plan;
  return (
    <div className="flex flex-col gap-3 text-text">
      <dl className="flex flex-col gap-1.5">
        <ConfirmRow label="Token">{token.symbol}</ConfirmRow>
        <ConfirmRow label="Floor price">
          {openingPriceText(preview.openingPriceSats, token.symbol)}
        </ConfirmRow>
        <ConfirmRow label="1 BTC buys">
          {formatTokenAmount(preview.tokensPerBitcoin, token)}
        </ConfirmRow>
        <ConfirmRow label="Initial liquidity">
          {formatTokenAmount(pool.initialLiquidity, token)}
        </ConfirmRow>
        {preview.liquidityValueSats !== null && (
          <ConfirmRow label="Worth">{groupThousands(preview.liquidityValueSats)} sats</ConfirmRow>
        )}
        <ConfirmRow label="Receiver">
          <span className="font-mono text-xs break-all">{pool.receiver}</span>
        </ConfirmRow>
        <ConfirmRow label="Anti-bot">
          {pool.antiBotEnabledFor > 0
            ? `${pool.antiBotEnabledFor} blocks, at most ${formatTokenAmount(
                pool.antiBotMaximumTokensPerReservation,
                token,
              )} per reservation`
            : 'Off'}
        </ConfirmRow>
        <ConfirmRow label="Maximum reserved in 5 blocks">
          {pool.maxReservesIn5BlocksPercent}%
        </ConfirmRow>
      </dl>
      <p className="text-muted">
        Your initial liquidity is locked in the pool: buyers pay the receiver's 1-block CSV address
        as they buy, and you cannot cancel it or add to it later.
      </p>
      {props.needsApproval && (
        <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
          NativeSwap may not spend your {token.symbol} yet: your wallet first approves it, and the
          pool is created once a block has mined the approval.
        </p>
      )}
    </div>
  );
}
