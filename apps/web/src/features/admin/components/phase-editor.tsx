import type { AdminProgram, AdminProgramBlock } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import type { ChangeProgram } from '../api/programs';
import { SessionWordsEditor } from './session-words-editor';
import { ChallengeSelect } from './challenge-select';
import { DiagramEditor } from './diagram-editor';
import { useLocalized } from './program-labels';
import { readTranslations, TranslationFields } from './translation-fields';

interface Props {
  program: AdminProgram;
  phase: AdminProgramBlock;
  /** Phases and sessions may be added, removed and reordered. */
  structural: boolean;
  busy: boolean;
  change: ChangeProgram;
}

/** One phase: its titles and descriptions in four languages, its place, and its sessions. */
export function PhaseEditor({ program, phase, structural, busy, change }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const localized = useLocalized();
  const last = program.blocks.length;
  // Sessions opened for editing stay open (a copy-on-write save gives the session a new id: both are kept).
  const [open, setOpen] = useState<string[]>([]);
  const [savedId, setSavedId] = useState<string | null>(null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({
      kind: 'phase',
      blockId: phase.id,
      body: {
        titles: readTranslations(form, 'title'),
        descriptions: readTranslations(form, 'description'),
        challengeId: String(form.get('challenge') ?? '') || null,
      },
    });
  }

  function addSession(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    change({
      kind: 'add-session',
      blockId: phase.id,
      body: { titles: readTranslations(form, 'title'), durationMinutes: Number(form.get('duration')) },
    });
    target.reset();
  }

  return (
    <section className="card mb-3" aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 id={`${id}-heading`} className="h6 mb-0 me-auto">
            {t('admin.programs.phaseNumber', { order: phase.order })}: {localized(phase.titles)}
          </h3>
          {structural && (
            <>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={busy || phase.order === 1}
                onClick={() => change({ kind: 'phase', blockId: phase.id, body: { order: phase.order - 1 } })}
              >
                {t('admin.programs.moveUp')}
                <span className="visually-hidden"> {localized(phase.titles)}</span>
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={busy || phase.order === last}
                onClick={() => change({ kind: 'phase', blockId: phase.id, body: { order: phase.order + 1 } })}
              >
                {t('admin.programs.moveDown')}
                <span className="visually-hidden"> {localized(phase.titles)}</span>
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={busy}
                onClick={() => change({ kind: 'delete-phase', blockId: phase.id })}
              >
                {t('admin.programs.removePhase')}
                <span className="visually-hidden"> {localized(phase.titles)}</span>
              </button>
            </>
          )}
        </div>
        <form onSubmit={save} key={JSON.stringify([phase.titles, phase.descriptions, phase.challengeId])}>
          <TranslationFields
            idPrefix={id}
            name="title"
            label={t('admin.programs.phaseTitle')}
            values={phase.titles}
          />
          <TranslationFields
            idPrefix={id}
            name="description"
            label={t('admin.programs.phaseDescription')}
            values={phase.descriptions}
            multiline
          />
          <ChallengeSelect
            id={`${id}-challenge`}
            name="challenge"
            label={t('admin.words.challenge')}
            value={phase.challengeId}
          />
          <BusyButton type="submit" size="sm" variant="primary" busy={busy}>
            {t('admin.programs.savePhase')}
          </BusyButton>
        </form>
        <h4 className="h6 mt-4">{t('admin.programs.sessions')}</h4>
        {phase.sessions.length === 0 && <p className="small">{t('admin.programs.noSessions')}</p>}
        {!structural && phase.sessions.length > 0 && <p className="small">{t('admin.words.liveLocked')}</p>}
        <ol className="list-unstyled">
          {phase.sessions.map((session) =>
            structural ? (
              <li key={session.id} className="border rounded p-2 mb-2">
                {open.includes(session.id) ? (
                  <SessionWordsEditor
                    key={JSON.stringify(session)}
                    phaseId={phase.id}
                    session={session}
                    busy={busy}
                    saved={savedId === session.id}
                    change={(c, handlers) =>
                      change(c, {
                        ...handlers,
                        onSaved: (program) => {
                          // A seeded or shared session is copied on its first change: follow it to its new id.
                          const now = program.blocks
                            .find((b) => b.id === phase.id)
                            ?.sessions.find((s) => s.order === session.order);
                          if (now) {
                            setOpen((ids) => [...ids, now.id]);
                            setSavedId(now.id);
                          }
                          handlers?.onSaved?.(program);
                        },
                      })
                    }
                  />
                ) : (
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <span className="me-auto">
                      {t('admin.programs.sessionTitle', { order: session.order })}:{' '}
                      {localized(session.titles)} · {session.durationMinutes} min
                    </span>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() => setOpen((ids) => [...ids, session.id])}
                    >
                      {t('admin.words.edit')}
                      <span className="visually-hidden"> {localized(session.titles)}</span>
                    </button>
                  </div>
                )}
                <div className="d-flex flex-wrap gap-2 mt-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    disabled={busy || session.order === 1}
                    onClick={() =>
                      change({
                        kind: 'session',
                        blockId: phase.id,
                        sessionId: session.id,
                        body: { order: session.order - 1 },
                      })
                    }
                  >
                    {t('admin.programs.moveUp')}
                    <span className="visually-hidden"> {localized(session.titles)}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy}
                    onClick={() =>
                      change({ kind: 'delete-session', blockId: phase.id, sessionId: session.id })
                    }
                  >
                    {t('admin.programs.removeSession')}
                    <span className="visually-hidden"> {localized(session.titles)}</span>
                  </button>
                </div>
                <DiagramEditor
                  key={JSON.stringify(session.diagram)}
                  session={session}
                  busy={busy}
                  onSave={(diagram) =>
                    change({ kind: 'session', blockId: phase.id, sessionId: session.id, body: { diagram } })
                  }
                />
              </li>
            ) : (
              // A live program's sessions are read here and changed in a new draft (players' progress points at them).
              <li key={session.id} className="border rounded p-2 mb-2">
                {t('admin.programs.sessionTitle', { order: session.order })}: {localized(session.titles)} ·{' '}
                {session.durationMinutes} min
              </li>
            ),
          )}
        </ol>
        {structural && (
          <form onSubmit={addSession} className="border-top pt-2">
            <TranslationFields
              idPrefix={`${id}-new`}
              name="title"
              label={t('admin.programs.newSession')}
              values={{}}
            />
            <div className="d-flex align-items-end gap-2">
              <div>
                <label htmlFor={`${id}-new-duration`} className="form-label small mb-0">
                  {t('admin.programs.duration')}
                </label>
                <input
                  id={`${id}-new-duration`}
                  name="duration"
                  type="number"
                  min={1}
                  max={240}
                  required
                  defaultValue={20}
                  className="form-control form-control-sm"
                />
              </div>
              <BusyButton type="submit" size="sm" variant="outline-primary" busy={busy}>
                {t('admin.programs.addSession')}
              </BusyButton>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
