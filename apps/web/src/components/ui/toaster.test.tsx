import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS } from '@/lib/toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (spec §9: 3000 ms, close button)', () => {
  it('shows a toast with its message and a labelled close button that removes it', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      showToast({ type: 'success', message: 'Message sent' });
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Message sent');
    expect(toast).toHaveTextContent('Success');

    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('stays for 3000 ms and then goes away by itself', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ type: 'error', message: 'Something went wrong' });
    });
    expect(TOAST_DURATION_MS).toBe(3000);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('does not stack the same message twice, and names the region', () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'error', message: 'Access denied. Please login again.' });
      showToast({ type: 'error', message: 'Access denied. Please login again.' });
      showToast({ type: 'info', message: 'Another verification code has been sent to your email id!' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
