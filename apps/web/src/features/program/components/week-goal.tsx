import type { TrainingProgress } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { showToast } from '@/lib/toast-store';
import { goalQueryOptions, useSetGoal } from '../api/habits';

const STATUS_STYLE = {
  ON_TRACK: 'text-bg-primary',
  MET: 'text-bg-success',
  FROZEN: 'text-bg-info',
  MISSED: 'text-bg-secondary',
} as const;

/**
 * This week against the weekly goal (done of goal, on track / met / frozen), the weeks met in a
 * row, and the goal to change (1 to 7 sessions a week).
 */
export function WeekGoal({ progress, playerId }: { progress: TrainingProgress; playerId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const goal = useQuery({ ...goalQueryOptions(playerId), enabled: !!playerId });
  const setGoal = useSetGoal(playerId);
  const [chosen, setChosen] = useState<number>(progress.week.goal);
  useEffect(() => {
    if (goal.data) setChosen(goal.data.sessionsPerWeek);
  }, [goal.data]);
  const { week } = progress;

  function save(event: FormEvent) {
    event.preventDefault();
    setGoal.mutate(
      { sessionsPerWeek: chosen },
      { onSuccess: () => showToast({ type: 'success', message: t('habits.goal.saved') }) },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card mb-4">
      <div className="card-body">
        <h2 id={`${id}-heading`} className="h5 mb-3 d-flex flex-wrap align-items-center gap-2">
          {t('habits.week.heading')}
          <span className={`badge ${STATUS_STYLE[week.status]}`}>
            {t(`habits.week.status.${week.status}`)}
          </span>
        </h2>
        <p className="fs-5 mb-1">{t('habits.week.doneOf', { done: week.done, goal: week.goal })}</p>
        <p className="text-body-secondary mb-3">
          {t('habits.week.inARow', { count: progress.weeksMetInARow })}
        </p>
        {playerId && (
          <Form className="d-flex flex-wrap align-items-end gap-2" onSubmit={save}>
            <Form.Group controlId={`${id}-goal`}>
              <Form.Label className="small mb-1">{t('habits.goal.label')}</Form.Label>
              <Form.Select
                size="sm"
                value={chosen}
                disabled={setGoal.isPending || goal.isPending}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {[1, 2, 3, 4, 5, 6, 7].map((n) => (
                  <option key={n} value={n}>
                    {t('habits.goal.option', { count: n })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <BusyButton type="submit" size="sm" variant="outline-primary" busy={setGoal.isPending}>
              {t('habits.goal.save')}
            </BusyButton>
          </Form>
        )}
      </div>
    </section>
  );
}
