import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransactionFailedDialog } from './transaction-failed-dialog.tsx';

function renderFailed(onBack = vi.fn()) {
  render(
    <TransactionFailedDialog
      flow={{ step: 'failed', message: 'The transaction reverted.' }}
      title="Swap failed"
      backLabel="Back to Native Swap"
      onBack={onBack}
    />,
  );
  return onBack;
}

describe('TransactionFailedDialog', () => {
  // jsdom lays nothing out: a label that cannot wrap, in a row that stacks its buttons when they
  // do not fit side by side, is what keeps 'Contact Support' on one line in a narrow dialog.
  it('never wraps the labels of Contact Support and the way back: the buttons stack instead', () => {
    renderFailed();
    const support = screen.getByRole('link', { name: 'Contact Support' });
    const back = screen.getByRole('button', { name: 'Back to Native Swap' });
    for (const action of [support, back]) expect(action).toHaveClass('whitespace-nowrap', 'grow');
    expect(support.parentElement).toHaveClass('flex-wrap-reverse');
    expect(screen.getByRole('alert')).toHaveTextContent('The transaction reverted.');
  });

  it('goes back on Escape', async () => {
    const onBack = renderFailed();
    await userEvent.keyboard('{Escape}');
    expect(onBack).toHaveBeenCalled();
  });
});
