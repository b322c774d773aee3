import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/local-storage.ts';
import { ThemeSetting } from './theme-setting.tsx';
import { DEFAULT_THEME, useThemeStore } from './theme-store.ts';

describe('ThemeSetting', () => {
  beforeEach(() => useThemeStore.getState().setTheme(DEFAULT_THEME));

  it('offers the three site themes with MOTO chosen by default', () => {
    render(<ThemeSetting />);
    expect(screen.getByRole('group', { name: 'Site Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'MOTO Theme' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light Theme' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark Theme' })).not.toBeChecked();
  });

  it('applies the chosen theme to <html data-theme> and remembers it', async () => {
    render(<ThemeSetting />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light Theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('"light"');
    expect(screen.getByRole('radio', { name: 'Light Theme' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Dark Theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('"dark"');
  });
});
