import { z } from 'zod/mini';
import { create } from 'zustand';
import { DEFAULT_SETTINGS } from '@opswap/protocol/constants';
import {
  parseStoredSettings,
  type TransactionSettings,
} from '@opswap/protocol/validation/settings';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage/local-storage.ts';

interface SettingsState {
  settings: TransactionSettings;
  /** Applies and stores a change; callers pass values that passed the protocol's validation. */
  update(change: Partial<TransactionSettings>): void;
}

/** The stored settings, every corrupt or missing field falling back to its default. */
export function loadSettings(): TransactionSettings {
  return parseStoredSettings(readStored(STORAGE_KEYS.settings, z.unknown(), DEFAULT_SETTINGS));
}

/** The transaction settings (max slippage, mining fee, priority fee, block deadline), kept locally. */
export const useSettingsStore = create<SettingsState>((set, get) => ({
  settings: loadSettings(),
  update(change) {
    const settings = parseStoredSettings({ ...get().settings, ...change });
    writeStored(STORAGE_KEYS.settings, settings);
    set({ settings });
  },
}));

/** The settings a transaction is built with, read once when it is sent. */
export const currentSettings = (): TransactionSettings => useSettingsStore.getState().settings;
