import {
  REMOVE_LIQUIDITY_PRESETS,
  REMOVE_LIQUIDITY_TEXTS as TEXTS,
  type RemovePreset,
} from '@opswap/protocol/amm/remove-liquidity';

export interface SharePresetsProps {
  /** The preset the amount equals, shown pressed. */
  selected: RemovePreset | null;
  onSelect: (preset: RemovePreset) => void;
  disabled: boolean;
}

/** 25%, 50%, 75% and 100% of the position's LP tokens, as toggle buttons. */
export function SharePresets({ selected, onSelect, disabled }: SharePresetsProps) {
  return (
    <div role="group" aria-label={TEXTS.sharePresets} className="grid grid-cols-4 gap-2">
      {REMOVE_LIQUIDITY_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={selected === preset}
          disabled={disabled}
          onClick={() => onSelect(preset)}
          className={`rounded-xl px-2 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50 ${
            selected === preset
              ? 'bg-accent text-accent-text'
              : 'bg-surface-2 text-text hover:bg-line'
          }`}
        >
          {preset}%
        </button>
      ))}
    </div>
  );
}
