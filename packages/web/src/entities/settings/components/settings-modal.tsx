import {
  BLOCK_DEADLINE_PRESETS,
  BLOCK_DEADLINE_RANGE,
  FEE_RATE_MODES,
  MINING_FEE_RATE_RANGE,
  PRIORITY_FEE_PRESETS,
  PRIORITY_FEE_RANGE,
  SLIPPAGE_PRESETS,
  SLIPPAGE_RANGE,
} from '@opswap/protocol/constants';
import { groupThousands } from '@opswap/protocol/format/format-amount';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { FEE_RATE_MODE_LABELS, selectFeeRateMode } from '@opswap/protocol/validation/settings';
import { Modal } from '../../../ui/modal.tsx';
import { OptionGroup } from '../../../ui/option-group.tsx';
import { useSettingsStore } from '../stores/settings-store.ts';
import { CustomSettingInput } from './custom-setting-input.tsx';
import { PresetSetting } from './preset-setting.tsx';

/** Wide enough for the largest allowed value (100,000,000) and a few decimals. */
const LARGE_INPUT_LENGTH = 12;

const percentOf = (value: number) => `= ${slippagePercentText(BigInt(value))}`;
const sats = (value: number) => (value === 1 ? 'sat' : 'sats');
const slippagePresets = (Object.keys(SLIPPAGE_PRESETS) as (keyof typeof SLIPPAGE_PRESETS)[]).map(
  (name) => ({ label: name, value: SLIPPAGE_PRESETS[name] }),
);

export interface SettingsModalProps {
  open: boolean;
  onClose: () => void;
}

/** Transaction settings: max slippage, mining fee rate, priority fee and block deadline. */
export function SettingsModal({ open, onClose }: SettingsModalProps) {
  const settings = useSettingsStore((state) => state.settings);
  const update = useSettingsStore((state) => state.update);

  return (
    <Modal open={open} title="Transaction Settings" onClose={onClose}>
      <div className="flex flex-col gap-5">
        <PresetSetting
          legend={`Max Slippage (${slippagePercentText(BigInt(settings.maxSlippage))})`}
          field="maxSlippage"
          presets={slippagePresets}
          customLabel="Custom max slippage, in hundredths of a percent"
          suffix={percentOf}
          value={settings.maxSlippage}
          range={SLIPPAGE_RANGE}
          integer
          maxLength={SLIPPAGE_RANGE.maxLength}
          onChange={(maxSlippage) => update({ maxSlippage })}
        />
        <div>
          <OptionGroup
            legend="Mining Fee Rate"
            options={FEE_RATE_MODES.map((mode) => ({
              id: mode,
              label: FEE_RATE_MODE_LABELS[mode],
            }))}
            value={settings.feeRateMode}
            onChange={(mode) => update(selectFeeRateMode(settings, mode))}
          />
          {settings.feeRateMode === 'custom' && (
            <CustomSettingInput
              field="miningFeeRate"
              label="Custom mining fee rate"
              suffix={() => 'sat/vB'}
              value={settings.miningFeeRate}
              range={MINING_FEE_RATE_RANGE}
              integer={false}
              maxLength={LARGE_INPUT_LENGTH}
              onChange={(miningFeeRate) => update({ miningFeeRate })}
            />
          )}
        </div>
        <PresetSetting
          legend="Priority Fee (sats)"
          field="priorityFee"
          presets={PRIORITY_FEE_PRESETS.map((value) => ({
            label: groupThousands(BigInt(value)),
            value,
          }))}
          customLabel="Custom priority fee"
          suffix={sats}
          value={settings.priorityFee}
          range={PRIORITY_FEE_RANGE}
          integer
          maxLength={LARGE_INPUT_LENGTH}
          onChange={(priorityFee) => update({ priorityFee })}
        />
        <PresetSetting
          legend="Block Deadline (blocks)"
          field="blockDeadline"
          presets={BLOCK_DEADLINE_PRESETS.map((value) => ({ label: `${value}`, value }))}
          customLabel="Custom block deadline"
          suffix={(value) => (value === 1 ? 'block' : 'blocks')}
          value={settings.blockDeadline}
          range={BLOCK_DEADLINE_RANGE}
          integer
          maxLength={LARGE_INPUT_LENGTH}
          onChange={(blockDeadline) => update({ blockDeadline })}
        />
      </div>
    </Modal>
  );
}
