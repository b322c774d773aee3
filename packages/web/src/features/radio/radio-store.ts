import { RADIO } from '@opswap/protocol/constants';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/local-storage.ts';
import { RADIO_STATIONS } from './stations.ts';

/** Where the radio player sits (sidebar setting 'Radio position'); Hidden by default. */
export const RADIO_POSITIONS = ['right', 'left', 'hidden'] as const;
export type RadioPosition = (typeof RADIO_POSITIONS)[number];

export const RADIO_POSITION_LABELS: Record<RadioPosition, string> = {
  right: 'Right',
  left: 'Left',
  hidden: 'Hidden',
};

export const DEFAULT_RADIO_POSITION: RadioPosition = 'hidden';

const storedRadioSchema = z.object({
  position: z.enum(RADIO_POSITIONS),
  station: z.int().check(z.minimum(0), z.maximum(RADIO_STATIONS.length - 1)),
  volume: z.number().check(z.minimum(RADIO.volumeMin), z.maximum(RADIO.volumeMax)),
});
type StoredRadio = z.infer<typeof storedRadioSchema>;

const DEFAULTS: StoredRadio = {
  position: DEFAULT_RADIO_POSITION,
  station: 0,
  volume: RADIO.defaultVolume,
};

interface RadioState extends StoredRadio {
  setPosition(position: RadioPosition): void;
  setStation(station: number): void;
  setVolume(volume: number): void;
}

/** Keeps a volume on the 0 to 1 scale in steps of 0.1 (no floating-point drift like 0.30000004). */
export function snapVolume(volume: number): number {
  const steps = Math.round(volume / RADIO.volumeStep);
  const snapped = steps / Math.round(1 / RADIO.volumeStep);
  return Math.min(RADIO.volumeMax, Math.max(RADIO.volumeMin, snapped));
}

/** The radio settings (position, station, volume), remembered in localStorage. */
export const useRadioStore = create<RadioState>((set, get) => {
  const save = (patch: Partial<StoredRadio>) => {
    const { position, station, volume } = { ...get(), ...patch };
    writeStored(STORAGE_KEYS.radio, { position, station, volume });
    set(patch);
  };
  return {
    ...readStored(STORAGE_KEYS.radio, storedRadioSchema, DEFAULTS),
    setPosition: (position) => save({ position }),
    setStation: (station) =>
      save({
        station:
          ((station % RADIO_STATIONS.length) + RADIO_STATIONS.length) % RADIO_STATIONS.length,
      }),
    setVolume: (volume) => save({ volume: snapVolume(volume) }),
  };
});
