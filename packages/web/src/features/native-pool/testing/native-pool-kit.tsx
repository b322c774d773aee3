import type { Address } from '@btc-vision/transaction';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { routes } from '@opswap/protocol/routes/routes';
import {
  connectTestWallet,
  renderWithProviders,
  TEST_WALLET,
} from '../../../entities/tokens/testing/render-with-providers.tsx';

/** The connected test wallet's OP_NET address, which owns the tokens the tests create pools of. */
export const OWNER = `0x${'0e'.repeat(32)}`;
export const SOMEONE_ELSE = `0x${'5e'.repeat(32)}`;

/** Connects the test wallet with an OP_NET address (the owner comparison needs one). */
export function connectOwnerWallet(): void {
  connectTestWallet({ ...TEST_WALLET, sender: { toHex: () => OWNER } as unknown as Address });
}

/** Renders a pool screen at `path` under the route `pattern` (routes.poolCreate.pattern...). */
export function renderPoolScreen(screenElement: ReactElement, path: string, pattern: string) {
  return renderWithProviders(screenElement, { path, route: `/${pattern}` });
}

export const createPath = (token?: string) =>
  token ? `${routes.poolCreate()}?token=${token}` : routes.poolCreate();

/** A labelled form field of the pool screens. */
export const field = (label: string) => screen.getByLabelText(label);
