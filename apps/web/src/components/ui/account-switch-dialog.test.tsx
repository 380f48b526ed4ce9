import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AccountSwitchDialog from './account-switch-dialog';

describe('the account switch question', () => {
  it('names both accounts and answers with the button pressed (staying is the first choice)', async () => {
    const answer = vi.fn();
    render(
      <AccountSwitchDialog prompt={{ current: 'me@example.test', next: 'other@example.test', answer }} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(dialog).toHaveTextContent('You are signed in as me@example.test');
    expect(dialog).toHaveTextContent('other@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in as me@example.test' }));
    expect(answer).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Continue as other@example.test' }));
    expect(answer).toHaveBeenLastCalledWith(true);
  });
});
