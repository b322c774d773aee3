import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CopyButton } from './copy-button.tsx';
import { ErrorBox } from './error-box.tsx';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';
import { StepIndicator, type StepIndicatorStep } from './step-indicator.tsx';
import { Tabs } from './tabs.tsx';
import { showSwapErrorToast, Toaster, useToastStore } from './toast.tsx';
import { defaultTokenImage, TokenLogo } from './token-logo.tsx';

afterEach(() => {
  vi.useRealTimers();
  act(() => useToastStore.setState({ toasts: [] }));
});

describe('Modal', () => {
  it('is a labelled dialog that closes on Escape and on its close button', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Transaction settings" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Transaction settings' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed when not closeable', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Signing" onClose={onClose} closeable={false}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('shows the title, the content and confirm/neutral buttons', async () => {
    const confirm = vi.fn();
    const cancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Cancel listing?"
        content="Your tokens return to your wallet."
        buttons={[
          { label: 'Back', type: 'neutral', onClick: cancel },
          { label: 'Confirm', type: 'confirm', onClick: confirm },
        ]}
        closeable={false}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel listing?' });
    expect(dialog).toHaveTextContent('Your tokens return to your wallet.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(cancel).toHaveBeenCalledOnce();
  });
});

describe('CopyButton', () => {
  it("copies the text and says 'Copied' for 3 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="bc1qexample" label="Copy address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(writeText).toHaveBeenCalledWith('bc1qexample');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });
});

describe('ErrorBox', () => {
  it('shows the error and asks its owner to clear it after 5 s', () => {
    vi.useFakeTimers();
    function Owner() {
      const [message, setMessage] = useState<string | null>('Insufficient balance');
      return <ErrorBox message={message} onExpire={() => setMessage(null)} />;
    }
    render(<Owner />);
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Toast', () => {
  it("shows a dismissible 'Swap Error:' toast that closes after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      showSwapErrorToast('Not enough liquidity');
      showSwapErrorToast('Quote expired');
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Swap Error: Not enough liquidity');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('selects tabs by click and arrow keys and shows the panel', async () => {
    function Owner() {
      const [tab, setTab] = useState<'a' | 'b'>('a');
      return (
        <Tabs
          label="Sections"
          tabs={[
            { id: 'a', label: 'Activity' },
            { id: 'b', label: 'Tokens' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          <p>Panel {tab}</p>
        </Tabs>
      );
    }
    render(<Owner />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Activity' })).toHaveTextContent('Panel a');
    await userEvent.click(screen.getByRole('tab', { name: 'Tokens' }));
    expect(screen.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
  });
});

describe('TokenLogo', () => {
  it('falls back to the local default image when empty or broken', () => {
    const { rerender } = render(<TokenLogo src="" symbol="MOTO" />);
    expect(screen.getByRole('img', { name: 'MOTO' })).toHaveAttribute('src', defaultTokenImage);
    rerender(<TokenLogo src="https://example.org/moto.png" symbol="MOTO" />);
    const image = screen.getByRole('img', { name: 'MOTO' });
    expect(image).toHaveAttribute('src', 'https://example.org/moto.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', defaultTokenImage);
  });
});

describe('Spinner', () => {
  it('announces what loads', () => {
    render(<Spinner label="Loading pools" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pools');
  });
});

describe('StepIndicator', () => {
  const steps: StepIndicatorStep<1 | 2 | 3>[] = [
    { step: 1, label: 'Pick', status: 'completed', canJumpTo: true },
    { step: 2, label: 'Fill', status: 'active' },
    { step: 3, label: 'Send', status: 'upcoming' },
  ];

  it('marks the current step and says which are completed', () => {
    render(<StepIndicator label="Flow steps" steps={steps} />);
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Flow steps' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Pick (completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('3Send');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a step that can be gone back to as a button when it can jump', async () => {
    const onJump = vi.fn();
    render(<StepIndicator label="Flow steps" steps={steps} onJump={onJump} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /^Pick/ }));
    expect(onJump).toHaveBeenCalledWith(1);
  });
});
