import type { Challenge, TeamPlayer } from '@academy/contract';
import { addDays, dayIn } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { challengesQuery } from '@/lib/queries/challenges';
import { assignableSessionsQueryOptions, useAssign } from '../api/week';

const NOTE_MAX = 500;

/**
 * Assign a session or a challenge to the whole team or chosen players, with a due date (a day in
 * each player's time zone) and a note. A double click sends one (the button waits; the server
 * keeps one assignment per thing and day).
 */
export function AssignForm({ players }: { players: readonly TeamPlayer[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const ageGroupId = players[0]?.ageGroupId ?? '';
  const sessions = useQuery(assignableSessionsQueryOptions(language));
  const challenges = useQuery({ ...challengesQuery(ageGroupId, language), enabled: !!ageGroupId });
  const assign = useAssign(language);
  const [what, setWhat] = useState('');
  const [everyone, setEveryone] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState(() =>
    addDays(dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone), 7),
  );
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (assign.isPending) return;
    setSent(null);
    if (!what) return setProblem(t('coachWeek.assign.chooseWhat'));
    if (!everyone && chosen.length === 0) return setProblem(t('coachWeek.assign.choosePlayers'));
    if (!dueDate) return setProblem(t('coachWeek.assign.chooseDate'));
    setProblem(null);
    const [kind, targetId] = what.split(':') as ['session' | 'challenge', string];
    assign.mutate(
      {
        ...(kind === 'session' ? { sessionId: targetId } : { challengeId: targetId }),
        ...(everyone ? {} : { playerIds: chosen }),
        dueDate,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (created) => {
          setSent(t('coachWeek.assign.sent', { title: created.title, players: created.total }));
          setNote('');
        },
      },
    );
  }

  const failure =
    assign.error && (isApiError(assign.error) ? errorText(assign.error.code, assign.error.message) : null);

  return (
    <Form noValidate onSubmit={submit} className="card card-body mb-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {t('coachWeek.assign.title')}
      </h3>
      <Form.Group className="mb-3" controlId={`${id}-what`}>
        <Form.Label>{t('coachWeek.assign.what')}</Form.Label>
        <Form.Select value={what} onChange={(e) => setWhat(e.target.value)} disabled={sessions.isPending}>
          <option value="">{t('coachWeek.assign.whatPlaceholder')}</option>
          {(sessions.data ?? []).length > 0 && (
            <optgroup label={t('coachWeek.assign.sessions')}>
              {sessions.data!.map((s) => (
                <option key={s.id} value={`session:${s.id}`}>
                  {s.ageGroupId} · {s.phaseTitle} · {s.title}
                </option>
              ))}
            </optgroup>
          )}
          {(challenges.data ?? []).length > 0 && (
            <optgroup label={t('coachWeek.assign.challenges')}>
              {challenges.data!.map((c: Challenge) => (
                <option key={c.id} value={`challenge:${c.id}`}>
                  {c.title}
                </option>
              ))}
            </optgroup>
          )}
        </Form.Select>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('coachWeek.assign.who')}</legend>
        <Form.Check
          type="radio"
          id={`${id}-team`}
          name={`${id}-who`}
          label={t('coachWeek.assign.wholeTeam')}
          checked={everyone}
          onChange={() => setEveryone(true)}
        />
        <Form.Check
          type="radio"
          id={`${id}-chosen`}
          name={`${id}-who`}
          label={t('coachWeek.assign.chosenPlayers')}
          checked={!everyone}
          onChange={() => setEveryone(false)}
        />
        {!everyone && (
          <div className="ms-4 mt-2">
            {players.map((p) => (
              <Form.Check
                key={p.playerId}
                type="checkbox"
                id={`${id}-player-${p.playerId}`}
                label={`${p.firstName} ${p.lastName}`}
                checked={chosen.includes(p.playerId)}
                onChange={(e) =>
                  setChosen((list) =>
                    e.target.checked ? [...list, p.playerId] : list.filter((x) => x !== p.playerId),
                  )
                }
              />
            ))}
          </div>
        )}
      </fieldset>
      <Form.Group className="mb-3" controlId={`${id}-due`}>
        <Form.Label>{t('coachWeek.assign.dueDate')}</Form.Label>
        <Form.Control
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
          aria-describedby={`${id}-due-hint`}
        />
        <Form.Text id={`${id}-due-hint`}>{t('coachWeek.assign.dueHint')}</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-note`}>
        <Form.Label>{t('coachWeek.assign.note')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Form.Group>
      {(problem ?? failure) && (
        <div className="alert alert-danger" role="alert">
          {problem ?? failure}
        </div>
      )}
      {assign.isError && !failure && !problem && (
        <div className="alert alert-danger" role="alert">
          {t('coachWeek.assign.failed')}
        </div>
      )}
      {sent && (
        <div className="alert alert-success" role="status">
          {sent}
        </div>
      )}
      <div>
        <BusyButton type="submit" variant="primary" busy={assign.isPending}>
          {t('coachWeek.assign.submit')}
        </BusyButton>
      </div>
    </Form>
  );
}
