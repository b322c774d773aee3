import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@opswap/protocol/constants';
import { STORAGE_KEYS } from '../../../lib/storage/local-storage.ts';
import { loadSettings, useSettingsStore } from '../stores/settings-store.ts';
import { SettingsButton } from './settings-button.tsx';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? 'null');

async function openSettings() {
  await userEvent.click(screen.getByRole('button', { name: /^Transaction settings/ }));
  return screen.getByRole('dialog', { name: 'Transaction Settings' });
}

function group(dialog: HTMLElement, legend: RegExp) {
  return within(within(dialog).getByRole('group', { name: legend }));
}

beforeEach(() => {
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
});

describe('the settings button', () => {
  it('shows the max slippage as a percentage', () => {
    render(<SettingsButton />);
    expect(screen.getByRole('button', { name: /^Transaction settings/ })).toHaveTextContent(
      '0.20%',
    );
  });
});

describe('the settings modal', () => {
  it('applies and stores a slippage preset', async () => {
    render(<SettingsButton />);
    const dialog = await openSettings();
    await userEvent.click(group(dialog, /^Max Slippage/).getByRole('radio', { name: 'High' }));
    expect(useSettingsStore.getState().settings.maxSlippage).toBe(80);
    expect(stored()).toMatchObject({ maxSlippage: 80 });
    expect(screen.getByRole('button', { name: /^Transaction settings/ })).toHaveTextContent(
      '0.80%',
    );
  });

  it('says a custom slippage must be a whole number from 0 to 100, then clamps it', async () => {
    render(<SettingsButton />);
    const dialog = await openSettings();
    await userEvent.click(group(dialog, /^Max Slippage/).getByRole('radio', { name: 'Custom' }));
    const input = within(dialog).getByLabelText(/Custom max slippage/);
    await userEvent.clear(input);
    await userEvent.type(input, '101');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Slippage must be a whole number from 0 to 100.',
    );
    // '1' and '10' were valid on the way and applied; '101' is not.
    expect(useSettingsStore.getState().settings.maxSlippage).toBe(10);
    await userEvent.tab();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(input).toHaveValue('100');
    expect(useSettingsStore.getState().settings.maxSlippage).toBe(100);
  });

  it('keeps the slippage input to 3 characters and refuses a decimal point', async () => {
    render(<SettingsButton />);
    const dialog = await openSettings();
    await userEvent.click(group(dialog, /^Max Slippage/).getByRole('radio', { name: 'Custom' }));
    const input = within(dialog).getByLabelText(/Custom max slippage/);
    await userEvent.clear(input);
    await userEvent.type(input, '4.55e');
    expect(input).toHaveValue('455');
  });

  it('switches the mining fee to Custom at 10 sat/vB and checks its range', async () => {
    render(<SettingsButton />);
    const dialog = await openSettings();
    await userEvent.click(group(dialog, /^Mining Fee Rate/).getByRole('radio', { name: 'Custom' }));
    expect(useSettingsStore.getState().settings).toMatchObject({
      feeRateMode: 'custom',
      miningFeeRate: 10,
    });
    const input = within(dialog).getByLabelText('Custom mining fee rate');
    await userEvent.clear(input);
    await userEvent.type(input, '100000001');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Mining fee rate must be a number from 0 to 100,000,000 sat/vB.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(useSettingsStore.getState().settings.miningFeeRate).toBe(2.5);
  });

  it('checks a custom priority fee and block deadline', async () => {
    render(<SettingsButton />);
    const dialog = await openSettings();
    await userEvent.click(group(dialog, /^Priority Fee/).getByRole('radio', { name: 'Custom' }));
    const fee = within(dialog).getByLabelText('Custom priority fee');
    await userEvent.clear(fee);
    await userEvent.type(fee, '100000001');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Priority fee must be a whole number of sats from 0 to 100,000,000.',
    );
    await userEvent.clear(fee);
    await userEvent.type(fee, '2500');
    expect(useSettingsStore.getState().settings.priorityFee).toBe(2500);

    const deadline = within(dialog).getByLabelText('Custom block deadline');
    expect(deadline).toHaveValue('100');
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '100000001');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Block deadline must be a whole number of blocks from 0 to 100,000,000.',
    );
    await userEvent.click(group(dialog, /^Block Deadline/).getByRole('radio', { name: '5' }));
    expect(useSettingsStore.getState().settings.blockDeadline).toBe(5);
    expect(stored()).toMatchObject({ priorityFee: 2500, blockDeadline: 5 });
  });

  it('offers the spec’s presets', async () => {
    render(<SettingsButton />);
    const dialog = await openSettings();
    const names = (legend: RegExp) =>
      group(dialog, legend)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(names(/^Max Slippage/)).toEqual(['Low', 'Medium', 'High', 'Custom']);
    expect(names(/^Mining Fee Rate/)).toEqual(['Automatic', 'Low', 'Custom']);
    expect(names(/^Priority Fee/)).toEqual(['0', '1,000', '10,000', 'Custom']);
    expect(names(/^Block Deadline/)).toEqual(['3', '5', '10', '20', 'Custom']);
  });
});

describe('the stored settings', () => {
  it('fall back to the defaults field by field', () => {
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ maxSlippage: 500, feeRateMode: 'low', priorityFee: 1000 }),
    );
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, feeRateMode: 'low', priorityFee: 1000 });
  });
});
