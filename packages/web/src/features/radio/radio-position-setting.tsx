import { OptionGroup } from '../../ui/option-group.tsx';
import { RADIO_POSITION_LABELS, RADIO_POSITIONS, useRadioStore } from './radio-store.ts';

/** Sidebar setting 'Radio position': Right, Left or Hidden. */
export function RadioPositionSetting() {
  const position = useRadioStore((state) => state.position);
  const setPosition = useRadioStore((state) => state.setPosition);
  return (
    <OptionGroup
      legend="Radio position"
      options={RADIO_POSITIONS.map((id) => ({ id, label: RADIO_POSITION_LABELS[id] }))}
      value={position}
      onChange={setPosition}
    />
  );
}
