import type { AdminPublishSummary } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { publishSummaryQueryOptions } from '../api/programs';
import { QueryState } from '@/components/ui/query-state';
import { useLocalized } from './program-labels';

function Changes({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <li>
      {label}: {items.join(', ')}
    </li>
  );
}

function Summary({ summary }: { summary: AdminPublishSummary }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { phases, sessions } = summary;
  const nothing =
    summary.titles.length +
      phases.added.length +
      phases.removed.length +
      phases.changed.length +
      sessions.added.length +
      sessions.removed.length +
      sessions.changed.length +
      summary.fees.length ===
    0;
  return (
    <>
      <p className="mb-1">
        {summary.replaces
          ? t('admin.publish.replaces', { title: localized(summary.replaces.titles) })
          : t('admin.publish.first')}
      </p>
      {nothing ? (
        <p className="mb-1">{t('admin.publish.noChanges')}</p>
      ) : (
        <ul className="mb-1">
          {summary.titles.map((c) => (
            <li key={c.language}>
              {t('admin.publish.title', {
                language: LANGUAGE_NAMES[c.language as keyof typeof LANGUAGE_NAMES] ?? c.language,
                before: c.before ?? '–',
                after: c.after,
              })}
            </li>
          ))}
          <Changes label={t('admin.publish.phasesAdded')} items={phases.added} />
          <Changes label={t('admin.publish.phasesRemoved')} items={phases.removed} />
          <Changes label={t('admin.publish.phasesChanged')} items={phases.changed} />
          <Changes label={t('admin.publish.sessionsAdded')} items={sessions.added} />
          <Changes label={t('admin.publish.sessionsRemoved')} items={sessions.removed} />
          <Changes label={t('admin.publish.sessionsChanged')} items={sessions.changed} />
          {summary.fees.map((f) => (
            <li key={`${f.region}-${f.type}`}>
              {t('admin.publish.fee', {
                plan: t(`admin.publish.plan.${f.type}`),
                region: t(`admin.publish.region.${f.region}`),
                before: f.before ?? '–',
                after: f.after,
              })}
            </li>
          ))}
        </ul>
      )}
      <p className="mb-2">
        {t('admin.publish.subscribers', { count: summary.currentSubscriptions })}{' '}
        {t('admin.publish.newSubscriptions')}
      </p>
    </>
  );
}

/** Before publishing: what changes against the live program, and who is affected; then a confirmation. */
export function PublishConfirm({
  programId,
  busy,
  onConfirm,
  onCancel,
}: {
  programId: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const summary = useQuery(publishSummaryQueryOptions(programId));
  return (
    <div className="alert alert-warning mt-3 mb-0" role="alertdialog" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="fs-6 fw-semibold">
        {t('admin.publish.heading')}
      </h3>
      <QueryState query={summary}>{(s) => <Summary summary={s} />}</QueryState>
      <div className="d-flex flex-wrap gap-2">
        <BusyButton variant="success" busy={busy} disabled={!summary.data} onClick={onConfirm}>
          {t('admin.publish.confirm')}
        </BusyButton>
        <button type="button" className="btn btn-outline-dark" onClick={onCancel} disabled={busy}>
          {t('admin.cancel')}
        </button>
      </div>
    </div>
  );
}
