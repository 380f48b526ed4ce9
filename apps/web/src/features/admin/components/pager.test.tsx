import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

/** The console's lists page with Previous and Next and say which rows are shown. */
describe('the pager of a console list', () => {
  it('is not shown when everything fits on the first page', () => {
    render(<Pager label="Pages of users" page={0} size={25} total={25} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says which rows are shown and moves a page either way, but not past the ends', async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pager label="Pages of users" page={0} size={25} total={60} onPage={onPage} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(nav).toHaveTextContent('1–25 of 60');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(1);

    rerender(<Pager label="Pages of users" page={2} size={25} total={60} onPage={onPage} />);
    expect(nav).toHaveTextContent('51–60 of 60');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('stays on a page past the end (a list that shrank) so the way back is there', () => {
    render(<Pager label="Pages of users" page={3} size={25} total={0} onPage={() => {}} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('0–0 of 0');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
