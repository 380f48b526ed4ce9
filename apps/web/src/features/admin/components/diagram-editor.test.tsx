import type { AdminSession } from '@academy/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiagramEditor } from './diagram-editor';

const SESSION: AdminSession = {
  id: 's1',
  order: 1,
  titles: { en: 'Wall rally' },
  descriptions: {},
  durationMinutes: 15,
  headers: 0,
  track: 'ALL',
  steps: {},
  stepSeconds: [],
  coachingPoints: {},
  equipment: [],
  challengeId: null,
  diagram: {
    area: { width: 4, length: 4 },
    items: [
      { id: 'wall', type: 'WALL', x: 2, y: 0 },
      { id: 'ball', type: 'BALL', x: 2, y: 3 },
    ],
    moves: [
      {
        item: 'ball',
        type: 'PASS',
        path: [
          [2, 3],
          [2, 0.1],
        ],
        from: 0,
        to: 1,
      },
    ],
  },
};

describe('the console’s diagram editor', () => {
  it('checks the JSON as it is typed, explains what is wrong and saves only a valid diagram', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DiagramEditor session={SESSION} busy={false} onSave={onSave} />);
    await user.click(screen.getByText('Edit the diagram'));
    const field = screen.getByLabelText('Diagram (JSON)');
    const save = screen.getByRole('button', { name: 'Save the diagram' });

    fireEvent.change(field, { target: { value: '{ "area": ' } });
    expect(screen.getByText('The diagram is not valid JSON')).toBeInTheDocument();
    expect(save).toBeDisabled();

    const outside = {
      ...SESSION.diagram,
      moves: [
        {
          ...SESSION.diagram!.moves[0],
          item: 'keeper',
          path: [
            [2, 3],
            [2, -1],
          ],
        },
      ],
    };
    fireEvent.change(field, { target: { value: JSON.stringify(outside) } });
    expect(
      screen.getByText('moves.0.item: This move names an item the diagram does not have'),
    ).toBeInTheDocument();
    expect(screen.getByText('moves.0.path: This path leaves the area')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();

    fireEvent.change(field, { target: { value: JSON.stringify(SESSION.diagram) } });
    expect(screen.getByText('The diagram is valid.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /A 4 × 4 m area/ }).length).toBeGreaterThan(0);
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith(SESSION.diagram);
  });
});
