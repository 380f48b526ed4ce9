import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { registerRange, weekRange } from '../api/events';
import { ScheduleForm } from './schedule-form';

const SCHEDULE = 'POST /api/v1/manager/me/events';
const api = setupApiServer('/coach');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

function renderForm() {
  const onDone = vi.fn();
  renderWithClient(<ScheduleForm onDone={onDone} />);
  return onDone;
}

/** Sets a date or time field as a browser's picker does (one change, the whole value). */
const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Schedule' }));

describe('scheduling a training', () => {
  it('sends the title, the times as instants of the coach’s day, the place, and says how many were made', async () => {
    api.on(SCHEDULE, (_r, res) => json(res, 201, [{ id: 'e1' }, { id: 'e2' }, { id: 'e3' }]));
    const onDone = renderForm();
    expect(screen.getByRole('form', { name: 'New training' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Training');
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, '  Passing drills ');
    await userEvent.type(screen.getByLabelText('Place'), 'Enskede IP');
    pick('Day', '2026-12-01');
    pick('Starts', '17:30');
    pick('Ends', '19:00');
    await userEvent.click(screen.getByLabelText('Every week'));
    pick('Every week until', '2026-12-15');
    await submit();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.calls(SCHEDULE)[0]?.json).toEqual({
      title: 'Passing drills',
      startsAt: new Date('2026-12-01T17:30').toISOString(),
      endsAt: new Date('2026-12-01T19:00').toISOString(),
      place: 'Enskede IP',
      weeklyUntil: '2026-12-15',
    });
    expect(getToasts().at(-1)).toMatchObject({ type: 'success', message: 'Trainings scheduled: 3' });
  });

  it('refuses a training without a title, or ending before it starts, without sending', async () => {
    const onDone = renderForm();
    await userEvent.clear(screen.getByLabelText('Title'));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Give the training a title.');
    await userEvent.type(screen.getByLabelText('Title'), 'Shooting');
    pick('Starts', '19:00');
    pick('Ends', '18:00');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a day and an end after the start.');
    expect(api.calls(SCHEDULE)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for the last day of a weekly series, on or after the first', async () => {
    renderForm();
    pick('Day', '2026-12-10');
    await userEvent.click(screen.getByLabelText('Every week'));
    expect(screen.getByLabelText('Every week until')).toHaveAttribute('min', '2026-12-10');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose the last day of the weekly series, on or after the first.',
    );
    pick('Every week until', '2026-12-03');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('on or after the first');
    expect(api.calls(SCHEDULE)).toHaveLength(0);
  });

  it('shows the server’s field messages, or a general one, and stays open', async () => {
    api.on(SCHEDULE, (_r, res) =>
      json(res, 400, {
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'place', message: 'The place is too long' }],
      }),
    );
    const onDone = renderForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The place is too long');
    api.on(SCHEDULE, (_r, res) => json(res, 409, { status: 409, message: 'Conflict' }));
    await submit();
    expect(await screen.findByText('The training could not be scheduled. Try again.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes without sending on Cancel', async () => {
    const onDone = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(api.calls(SCHEDULE)).toHaveLength(0);
  });
});

describe('the weeks a coach looks at', () => {
  it('starts a week on Monday at midnight and ends it on the next Monday', () => {
    // A Sunday evening and a Monday morning belong to different weeks.
    const sunday = weekRange(new Date(2026, 10, 29, 21, 0));
    expect(new Date(sunday.from)).toEqual(new Date(2026, 10, 23));
    expect(new Date(sunday.to)).toEqual(new Date(2026, 10, 30));
    expect(new Date(weekRange(new Date(2026, 10, 30, 7, 0)).from)).toEqual(new Date(2026, 10, 30));
  });

  it('finds a training to take the register of among the last 60 and the next 28 days', () => {
    const range = registerRange(new Date(2026, 10, 27, 15, 0));
    // Counted in whole days of 24 hours from the day's midnight (so a clock change moves it an hour).
    const midnight = new Date(2026, 10, 27).getTime();
    const DAY = 24 * 60 * 60 * 1000;
    expect(range.from).toBe(new Date(midnight - 60 * DAY).toISOString());
    expect(range.to).toBe(new Date(midnight + 28 * DAY).toISOString());
  });
});
