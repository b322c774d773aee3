import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';

describe('App', () => {
  it('names the product and the default network', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'opswap' })).toBeTruthy();
    expect(screen.getByLabelText('Network').textContent).toBe('regtest');
  });
});
