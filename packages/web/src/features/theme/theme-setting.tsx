import { THEME_LABELS, THEMES, useThemeStore } from './theme-store.ts';
import { OptionGroup } from '../../ui/option-group.tsx';

/** Sidebar setting 'Site Theme': MOTO, Light or Dark. */
export function ThemeSetting() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <OptionGroup
      legend="Site Theme"
      options={THEMES.map((id) => ({ id, label: THEME_LABELS[id] }))}
      value={theme}
      onChange={setTheme}
    />
  );
}
