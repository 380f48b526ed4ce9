import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergePhases } from '../api/program';
import { PhaseList } from './phase-list';

const blocks = [
  { id: 'b3', title: 'Phase 3: Speed', order: 3, challengeId: null },
  { id: 'b1', title: 'Phase 1: Ball control', order: 1, challengeId: null },
  { id: 'b2', title: 'Phase 2: Passing', order: 2, challengeId: null },
  { id: 'b4', title: 'Phase 4: Finishing', order: 4, challengeId: null },
];
const playerBlocks = [
  {
    id: 'p1',
    status: 'COMPLETE' as const,
    startDate: '2026-03-01T00:00:00.000Z',
    trainingProgramBlockId: 'b1',
  },
  {
    id: 'p2',
    status: 'ACTIVE' as const,
    startDate: '2026-03-15T00:00:00.000Z',
    trainingProgramBlockId: 'b2',
  },
  { id: 'p3', status: 'INACTIVE' as const, startDate: null, trainingProgramBlockId: 'b3' },
];

describe('mergePhases', () => {
  it("orders the program's phases and gives each the player's phase (id, status, start date)", () => {
    const phases = mergePhases(blocks, playerBlocks);
    expect(phases.map((p) => p.id)).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(phases[0]?.playerPhase).toEqual({
      id: 'p1',
      status: 'COMPLETE',
      startDate: '2026-03-01T00:00:00.000Z',
    });
    expect(phases[2]?.playerPhase).toEqual({ id: 'p3', status: 'INACTIVE', startDate: null });
    expect(phases[3]?.playerPhase).toBeNull();
  });
});

describe('phase badges (spec §2 "Program home")', () => {
  it('COMPLETE: check icon and success; ACTIVE (play icon, ringed) and INACTIVE (lock icon): primary; no status: bordered', () => {
    render(<PhaseList phases={mergePhases(blocks, playerBlocks)} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Phase 1: Ball control·, Complete',
      'Phase 2: Passing·, Active',
      'Phase 3: Speed·, Inactive',
      'Phase 4: Finishing·, Not started',
    ]);
    const badge = (index: number) => items[index]?.querySelector('.badge');
    expect(badge(0)).toHaveClass('text-bg-success');
    expect(badge(0)?.querySelector('svg')?.dataset.icon).toBe('COMPLETE');
    expect(badge(1)).toHaveClass('text-bg-primary', 'phase-badge-active');
    expect(badge(1)?.querySelector('svg')?.dataset.icon).toBe('ACTIVE');
    expect(badge(2)).toHaveClass('text-bg-primary');
    expect(badge(2)).not.toHaveClass('phase-badge-active');
    expect(badge(2)?.querySelector('svg')?.dataset.icon).toBe('INACTIVE');
    expect(badge(3)?.querySelector('svg')).toBeNull();
    expect(badge(3)).toHaveClass('border', 'border-primary', 'text-primary');
    expect(badge(3)).not.toHaveClass('text-bg-primary');
  });
});
