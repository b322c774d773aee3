import {
  chosenReorgLevel,
  REORG_PROTECTION_OFF_WARNING,
  reorgLevelOptions,
  type ReorgProtectionChoice,
} from '@opswap/protocol/nativeswap/reorg-protection-choice';

export interface ReorgProtectionControlProps {
  choice: ReorgProtectionChoice;
  onChange: (choice: ReorgProtectionChoice) => void;
  /** The BTC amount in sats, which decides the recommended level. */
  satoshis: bigint | null;
}

const blocksText = (blocks: number) => `${blocks} block${blocks === 1 ? '' : 's'}`;

/** Reorg protection: on by default at the recommended level (1 to 3 blocks); off warns. */
export function ReorgProtectionControl({
  choice,
  onChange,
  satoshis,
}: ReorgProtectionControlProps) {
  const level = chosenReorgLevel(choice, satoshis);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-xl border border-line px-4 py-3 text-sm">
      <legend className="sr-only">Reorg protection</legend>
      <div className="flex items-center justify-between gap-3">
        <span aria-hidden="true" className="font-semibold">
          Reorg protection
        </span>
        <label className="flex cursor-pointer items-center gap-2 text-muted">
          <input
            type="checkbox"
            role="switch"
            aria-label="Reorg protection"
            checked={choice.enabled}
            onChange={(event) => onChange({ ...choice, enabled: event.target.checked })}
            className="size-4 accent-[var(--accent)]"
          />
          <span aria-hidden="true">{choice.enabled ? 'On' : 'Off'}</span>
        </label>
      </div>
      {choice.enabled ? (
        <div
          role="radiogroup"
          aria-label="Reorg protection level"
          className="flex gap-1 rounded-xl bg-surface-2 p-1"
        >
          {reorgLevelOptions(satoshis).map((option) => {
            const checked = option.blocks === level;
            return (
              <label
                key={option.blocks}
                className={`flex flex-1 cursor-pointer flex-col items-center rounded-lg px-2 py-1.5 text-center font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                  checked ? 'bg-accent text-accent-text' : 'text-muted hover:text-text'
                }`}
              >
                <input
                  type="radio"
                  name="reorg-protection-level"
                  value={option.blocks}
                  checked={checked}
                  onChange={() => onChange({ enabled: true, pickedLevel: option.blocks })}
                  className="sr-only"
                />
                {blocksText(option.blocks)}
                {option.recommended && <span className="text-[10px] uppercase">Recommended</span>}
              </label>
            );
          })}
        </div>
      ) : (
        <p role="status" className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
          {REORG_PROTECTION_OFF_WARNING}
        </p>
      )}
    </fieldset>
  );
}
