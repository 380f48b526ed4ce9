import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionPlayer } from './session-player';

const steps = ['Juggle with both feet.', 'Countdown: 30 seconds of toe taps.', 'Stretch.'];

describe('the session player', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes step by step with the keys, times a timed step, and ends with Done', async () => {
    const user = userEvent.setup();
    render(
      <SessionPlayer
        steps={steps}
        stepSeconds={[null, 30, null]}
        doneForm={<button type="button">Done</button>}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' });
    expect(await screen.findByText('Countdown: 30 seconds of toe taps.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    await user.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'All steps done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it("says time's up when a timed step ends", () => {
    vi.useFakeTimers({ now: 0 });
    render(
      <SessionPlayer
        steps={['Sprint for 2 seconds.']}
        stepSeconds={[2]}
        doneForm={null}
        onClose={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByText("Time's up!")).toBeInTheDocument();
  });
});
