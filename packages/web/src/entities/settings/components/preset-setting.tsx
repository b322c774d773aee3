import { useState } from 'react';
import { OptionGroup } from '../../../ui/option-group.tsx';
import { CustomSettingInput, type CustomSettingInputProps } from './custom-setting-input.tsx';

export interface PresetSettingProps extends Omit<CustomSettingInputProps, 'label'> {
  legend: string;
  /** The presets, in display order; 'Custom' is added after them. */
  presets: readonly { label: string; value: number }[];
  customLabel: string;
}

const CUSTOM = 'custom';

/** A settings choice among presets, plus Custom with its own validated input. */
export function PresetSetting({ legend, presets, customLabel, ...input }: PresetSettingProps) {
  const matching = presets.find((preset) => preset.value === input.value);
  const [customChosen, setCustomChosen] = useState(matching === undefined);
  const selected = customChosen || !matching ? CUSTOM : String(matching.value);
  const options = [
    ...presets.map((preset) => ({ id: String(preset.value), label: preset.label })),
    { id: CUSTOM, label: 'Custom' },
  ];

  return (
    <div>
      <OptionGroup
        legend={legend}
        options={options}
        value={selected}
        onChange={(id) => {
          if (id === CUSTOM) {
            setCustomChosen(true);
            return;
          }
          setCustomChosen(false);
          input.onChange(Number(id));
        }}
      />
      {selected === CUSTOM && <CustomSettingInput label={customLabel} {...input} />}
    </div>
  );
}
