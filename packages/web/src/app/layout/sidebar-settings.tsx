import { useId } from 'react';
import { RadioPositionSetting } from '../../features/radio/radio-position-setting.tsx';
import { ThemeSetting } from '../../features/theme/theme-setting.tsx';

/** The sidebar settings: Radio position, Currency (USD only) and Site Theme. */
export function SidebarSettings() {
  const currencyId = useId();
  return (
    <div className="flex flex-col gap-5">
      <RadioPositionSetting />
      <div>
        <label htmlFor={currencyId} className="mb-2 block text-sm font-semibold">
          Currency
        </label>
        <select
          id={currencyId}
          value="USD"
          onChange={() => undefined}
          className="w-full rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm"
        >
          <option value="USD">USD</option>
        </select>
      </div>
      <ThemeSetting />
    </div>
  );
}
