import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RADIO } from '@opswap/protocol/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/local-storage.ts';
import { RadioPlayer } from './radio-player.tsx';
import { RadioPositionSetting } from './radio-position-setting.tsx';
import { snapVolume, useRadioStore } from './radio-store.ts';
import { RADIO_STATIONS } from './stations.ts';

const storedRadio = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.radio) ?? 'null') as unknown;

describe('radio', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    act(() => {
      useRadioStore.setState({ position: 'hidden', station: 0, volume: RADIO.defaultVolume });
    });
  });

  it('is hidden by default and remembers the chosen position', async () => {
    render(
      <>
        <RadioPositionSetting />
        <RadioPlayer />
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Hidden' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Radio' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Left' }));
    expect(screen.getByRole('region', { name: 'Radio' })).toBeInTheDocument();
    expect(storedRadio()).toEqual({ position: 'left', station: 0, volume: 0.5 });

    await userEvent.click(screen.getByRole('radio', { name: 'Right' }));
    expect(storedRadio()).toMatchObject({ position: 'right' });
  });

  it('shows the station, steps through the stations and says when a stream fails', async () => {
    useRadioStore.setState({ position: 'right' });
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new Error('offline'));
    render(<RadioPlayer />);
    expect(screen.getByText(RADIO_STATIONS[0]!.name)).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.5');

    await userEvent.click(screen.getByRole('button', { name: 'Next station' }));
    expect(screen.getByText(RADIO_STATIONS[1]!.name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous station' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous station' }));
    expect(screen.getByText(RADIO_STATIONS.at(-1)!.name)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Station unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    play.mockRestore();
  });

  it('keeps the volume between 0 and 1 in steps of 0.1', () => {
    expect(snapVolume(0.34)).toBe(0.3);
    expect(snapVolume(0.1 + 0.2)).toBe(0.3);
    expect(snapVolume(2)).toBe(1);
    expect(snapVolume(-1)).toBe(0);
  });

  it('has about 17 stations', () => {
    expect(RADIO_STATIONS).toHaveLength(17);
  });
});
