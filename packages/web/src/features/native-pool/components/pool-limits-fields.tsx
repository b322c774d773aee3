import { useId } from 'react';
import {
  ANTI_BOT_BLOCKS_RANGE,
  ENTER_ANTI_BOT_BLOCKS,
  MAX_RESERVES_PERCENT_RANGE,
} from '@opswap/protocol/nativeswap/create-pool-form';
import type { CreatePoolForm } from '../hooks/use-create-pool-form.ts';
import { FormField } from '../../../ui/form-field.tsx';

/**
 * The pool's reservation limits: anti-bot protection for its first blocks (a maximum of tokens per
 * reservation) and the share of its liquidity that may be reserved at once.
 */
export function PoolLimitsFields({ form }: { form: CreatePoolForm }) {
  const switchId = useId();
  const { fields, check } = form;
  const symbol = form.token?.symbol ?? 'tokens';
  // The anti-bot message belongs under the field it is about.
  const blocksError = check.errors.antiBot === ENTER_ANTI_BOT_BLOCKS ? check.errors.antiBot : null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 px-1 text-sm font-semibold text-text">Reservation limits</legend>
      <label
        htmlFor={switchId}
        className="flex cursor-pointer items-center gap-3 rounded-2xl bg-surface-2 p-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
      >
        <input
          id={switchId}
          type="checkbox"
          checked={fields.antiBotEnabled}
          onChange={(event) => form.toggleAntiBot(event.target.checked)}
          className="size-4 accent-accent"
        />
        <span>
          <span className="font-medium text-text">Anti-bot protection</span>
          <span className="block text-xs text-muted">
            For its first blocks, no reservation may take more than a set number of tokens.
          </span>
        </span>
      </label>
      {fields.antiBotEnabled && (
        <>
          <FormField
            label="Anti-bot enabled for"
            value={fields.antiBotBlocks}
            onChange={(text) => form.type('antiBotBlocks', text)}
            suffix="blocks"
            whole={ANTI_BOT_BLOCKS_RANGE}
            error={blocksError}
          />
          <FormField
            label="Maximum tokens per reservation"
            value={fields.antiBotMaxTokens}
            onChange={(text) => form.type('antiBotMaxTokens', text)}
            suffix={symbol}
            error={blocksError ? null : check.errors.antiBot}
          />
        </>
      )}
      <FormField
        label="Maximum reserved in 5 blocks"
        value={fields.maxReservesPercent}
        onChange={(text) => form.type('maxReservesPercent', text)}
        suffix="%"
        whole={MAX_RESERVES_PERCENT_RANGE}
        error={check.errors.maxReserves}
        hint="The share of the pool's liquidity buyers may hold reserved at once."
      />
    </fieldset>
  );
}
