import type {
  AdminFee,
  AdminFeePreview,
  AdminProgram,
  ProgramStatus,
  UpdateAdminProgram,
} from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { PageIntro } from '@/components/ui/page-intro';
import { showToast } from '@/lib/toast-store';
import {
  type ChangeProgram,
  type ProgramChange,
  programQueryOptions,
  useChangeProgram,
  useFeePreview,
} from '../api/programs';
import { FeeChangeConfirm } from '../components/fee-change-confirm';
import { PhaseEditor } from '../components/phase-editor';
import { PublishConfirm } from '../components/publish-confirm';
import { RestoreVersion } from '../components/restore-version';
import { ProgramPreview } from '../components/program-preview';
import { ProgramStatusBadge, useLocalized } from '../components/program-labels';
import { QueryState } from '@/components/ui/query-state';
import { readRegionFees, RegionFeesFields } from '../components/region-fees-fields';
import { readTranslations, TranslationFields } from '../components/translation-fields';

/** Whether any fee's amount differs from the saved one (a label alone changes no price). */
function amountsChange(program: AdminProgram, fees: AdminFee[]): boolean {
  return fees.some((fee) => {
    const was = program.fees.find((f) => f.region === fee.region && f.type === fee.type);
    return !was || was.amount !== fee.amount || was.currency !== fee.currency;
  });
}

function Editor({ program }: { program: AdminProgram }) {
  const { t } = useTranslation();
  const id = useId();
  const localized = useLocalized();
  const mutation = useChangeProgram(program.id);
  const structural = program.status === 'DRAFT' && program.players === 0;
  const preview = useFeePreview(program.id);
  const [publishing, setPublishing] = useState(false);
  const [asking, setAsking] = useState<{ body: UpdateAdminProgram; preview: AdminFeePreview } | null>(null);
  const change = (
    c: ProgramChange,
    done = 'admin.programs.saved',
    handlers: Parameters<ChangeProgram>[1] = {},
  ) =>
    mutation.mutate(c, {
      onError: handlers.onFailed,
      onSuccess: (saved) => {
        handlers.onSaved?.(saved);
        setAsking(null);
        const notified = saved.affectedSubscriptions ?? 0;
        showToast({
          type: 'success',
          message: notified > 0 ? t('feeChange.saved', { count: notified }) : t(done),
        });
      },
    });

  function saveProgram(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fees = readRegionFees(form);
    const body = { titles: readTranslations(form, 'title'), fees };
    // A program players may have: a changed amount asks first, saying whom it reaches.
    if (program.status === 'DRAFT' || !amountsChange(program, fees)) {
      change({ kind: 'program', body });
      return;
    }
    preview.mutate({ fees }, { onSuccess: (answer) => setAsking({ body, preview: answer }) });
  }

  function addPhase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    change({ kind: 'add-phase', body: { titles: readTranslations(new FormData(target), 'title') } });
    target.reset();
  }

  const setStatus = (status: ProgramStatus, done: string) =>
    change({ kind: 'program', body: { status } }, done);

  return (
    <>
      <PageIntro title={localized(program.titles)}>
        <p className="mb-0">
          {program.ageGroupId} · <ProgramStatusBadge status={program.status} /> ·{' '}
          {t('admin.programs.playersCount', { count: program.players })}
        </p>
      </PageIntro>
      <section className="card mb-3" aria-labelledby={`${id}-status`}>
        <div className="card-body">
          <h2 id={`${id}-status`} className="h5">
            {t('admin.programs.statusLabel')}
          </h2>
          <p>{t(`admin.programs.statusHelp.${program.status}`)}</p>
          <div className="d-flex flex-wrap gap-2">
            {program.status !== 'PUBLIC' && (
              <BusyButton
                variant="success"
                busy={mutation.isPending}
                disabled={publishing}
                onClick={() => setPublishing(true)}
              >
                {t('admin.programs.publish')}
              </BusyButton>
            )}
            {program.status === 'PUBLIC' && <RestoreVersion programId={program.id} />}
            {program.status === 'DRAFT' && (
              <BusyButton
                variant="outline-secondary"
                busy={mutation.isPending}
                onClick={() => setStatus('ARCHIVED', 'admin.programs.saved')}
              >
                {t('admin.programs.archive')}
              </BusyButton>
            )}
            {program.status === 'ARCHIVED' && (
              <BusyButton
                variant="outline-secondary"
                busy={mutation.isPending}
                onClick={() => setStatus('DRAFT', 'admin.programs.saved')}
              >
                {t('admin.programs.toDraft')}
              </BusyButton>
            )}
          </div>
          {publishing && program.status !== 'PUBLIC' && (
            <PublishConfirm
              programId={program.id}
              busy={mutation.isPending}
              onConfirm={() =>
                change({ kind: 'program', body: { status: 'PUBLIC' } }, 'admin.programs.published', {
                  onSaved: () => setPublishing(false),
                })
              }
              onCancel={() => setPublishing(false)}
            />
          )}
        </div>
      </section>
      <section className="card mb-3" aria-labelledby={`${id}-details`}>
        <div className="card-body">
          <h2 id={`${id}-details`} className="h5">
            {t('admin.programs.details')}
          </h2>
          <form onSubmit={saveProgram} key={JSON.stringify([program.titles, program.fees])}>
            <TranslationFields
              idPrefix={id}
              name="title"
              label={t('admin.programs.programTitle')}
              values={program.titles}
            />
            <h3 className="fs-6 fw-semibold mt-3 mb-1">{t('admin.programs.fees')}</h3>
            <RegionFeesFields idPrefix={id} fees={program.fees} />
            <BusyButton
              type="submit"
              variant="primary"
              busy={mutation.isPending || preview.isPending}
              disabled={asking !== null}
            >
              {t('admin.programs.save')}
            </BusyButton>
          </form>
          {asking && (
            <FeeChangeConfirm
              preview={asking.preview}
              busy={mutation.isPending}
              onConfirm={() => change({ kind: 'program', body: asking.body })}
              onCancel={() => setAsking(null)}
            />
          )}
        </div>
      </section>
      <h2 className="h5">{t('admin.programs.phases')}</h2>
      {!structural && <p className="small">{t('admin.programs.structureLocked')}</p>}
      {program.blocks.map((phase) => (
        <PhaseEditor
          key={phase.id}
          program={program}
          phase={phase}
          structural={structural}
          busy={mutation.isPending}
          change={(c, handlers) => change(c, 'admin.programs.saved', handlers)}
        />
      ))}
      {structural && (
        <form onSubmit={addPhase} className="card card-body mb-3">
          <TranslationFields
            idPrefix={`${id}-new-phase`}
            name="title"
            label={t('admin.programs.newPhase')}
            values={{}}
          />
          <div>
            <BusyButton type="submit" variant="outline-primary" busy={mutation.isPending}>
              {t('admin.programs.addPhase')}
            </BusyButton>
          </div>
        </form>
      )}
      <ProgramPreview program={program} />
    </>
  );
}

export default function ProgramPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const program = useQuery(programQueryOptions(id));
  return (
    <>
      <p>
        <Link to="/admin/programs">{t('admin.programs.back')}</Link>
      </p>
      <QueryState query={program}>{(p) => <Editor program={p} />}</QueryState>
    </>
  );
}
