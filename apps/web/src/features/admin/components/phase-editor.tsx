import type { AdminProgram, AdminProgramBlock } from '@academy/contract';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import type { ProgramChange } from '../api/programs';
import { DiagramEditor } from './diagram-editor';
import { useLocalized } from './program-labels';
import { readTranslations, TranslationFields } from './translation-fields';

interface Props {
  program: AdminProgram;
  phase: AdminProgramBlock;
  /** Phases and sessions may be added, removed and reordered. */
  structural: boolean;
  busy: boolean;
  change: (change: ProgramChange) => void;
}

/** One phase: its titles and descriptions in four languages, its place, and its sessions. */
export function PhaseEditor({ program, phase, structural, busy, change }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const localized = useLocalized();
  const last = program.blocks.length;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({
      kind: 'phase',
      blockId: phase.id,
      body: { titles: readTranslations(form, 'title'), descriptions: readTranslations(form, 'description') },
    });
  }

  function saveSession(sessionId: string) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      change({
        kind: 'session',
        blockId: phase.id,
        sessionId,
        body: { titles: readTranslations(form, 'title'), durationMinutes: Number(form.get('duration')) },
      });
    };
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
        <form onSubmit={save} key={JSON.stringify([phase.titles, phase.descriptions])}>
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
          <BusyButton type="submit" size="sm" variant="primary" busy={busy}>
            {t('admin.programs.savePhase')}
          </BusyButton>
        </form>
        <h4 className="h6 mt-4">{t('admin.programs.sessions')}</h4>
        {phase.sessions.length === 0 && <p className="small">{t('admin.programs.noSessions')}</p>}
        <ol className="list-unstyled">
          {phase.sessions.map((session) => (
            <li key={session.id} className="border rounded p-2 mb-2">
              <form
                onSubmit={saveSession(session.id)}
                key={JSON.stringify([session.titles, session.durationMinutes])}
              >
                <TranslationFields
                  idPrefix={`${id}-${session.id}`}
                  name="title"
                  label={t('admin.programs.sessionTitle', { order: session.order })}
                  values={session.titles}
                />
                <div className="d-flex flex-wrap align-items-end gap-2">
                  <div>
                    <label htmlFor={`${id}-${session.id}-duration`} className="form-label small mb-0">
                      {t('admin.programs.duration')}
                    </label>
                    <input
                      id={`${id}-${session.id}-duration`}
                      name="duration"
                      type="number"
                      min={1}
                      max={240}
                      required
                      defaultValue={session.durationMinutes}
                      className="form-control form-control-sm"
                      disabled={!structural}
                    />
                  </div>
                  {structural && (
                    <>
                      <BusyButton type="submit" size="sm" variant="primary" busy={busy}>
                        {t('admin.programs.saveSession')}
                      </BusyButton>
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
                    </>
                  )}
                </div>
              </form>
              {structural && (
                <DiagramEditor
                  key={JSON.stringify(session.diagram)}
                  session={session}
                  busy={busy}
                  onSave={(diagram) =>
                    change({ kind: 'session', blockId: phase.id, sessionId: session.id, body: { diagram } })
                  }
                />
              )}
            </li>
          ))}
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
