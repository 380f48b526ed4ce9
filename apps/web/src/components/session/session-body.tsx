import type { TrainingSession } from '@academy/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionDiagram } from '@/components/diagram/session-diagram';
import { SessionFacts } from './session-facts';

/**
 * A session as the player reads it: description, diagram, steps, coaching points, what it needs,
 * equipment and the video link. The session page puts its Start button in `actions` and the heading
 * rest in `notice`; the console's preview shows the same view of a session being edited.
 */
export function SessionBody({
  session,
  actions,
  notice,
}: {
  session: TrainingSession;
  actions?: ReactNode;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">{session.description}</p>
      {actions}
      {session.diagram && (
        <section aria-labelledby="session-diagram-heading" className="session-diagram-section">
          <h2 id="session-diagram-heading" className="h5">
            {t('diagram.heading')}
          </h2>
          <SessionDiagram diagram={session.diagram} />
        </section>
      )}
      {notice}
      <div className="row g-4">
        <section className="col-md-7" aria-labelledby="session-steps-heading">
          <h2 id="session-steps-heading" className="h5">
            {t('program.session.steps')}
          </h2>
          <ol className="ps-3">
            {session.steps.map((step) => (
              <li key={step} className="mb-2">
                {step}
              </li>
            ))}
          </ol>
        </section>
        <div className="col-md-5">
          <section aria-labelledby="session-points-heading" className="mb-4">
            <h2 id="session-points-heading" className="h5">
              {t('program.session.coachingPoints')}
            </h2>
            <ul className="ps-3">
              {session.coachingPoints.map((point) => (
                <li key={point} className="mb-1">
                  {point}
                </li>
              ))}
            </ul>
          </section>
          <SessionFacts session={session} />
          <section aria-labelledby="session-equipment-heading">
            <h2 id="session-equipment-heading" className="h5">
              {t('program.session.equipment')}
            </h2>
            {session.equipment.length === 0 ? (
              <p>{t('program.session.noEquipment')}</p>
            ) : (
              <ul className="list-inline">
                {session.equipment.map((item) => (
                  <li
                    key={item}
                    className="list-inline-item badge text-bg-light border fw-normal fs-6 mb-1 text-wrap text-start mw-100"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {session.videoUrl && (
            <p className="session-print-hide">
              <a href={session.videoUrl} target="_blank" rel="noopener noreferrer">
                {t('program.session.video')}
                <span className="visually-hidden"> ({t('program.session.newTab')})</span>
              </a>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
