import type { AdminProgram, ProgramStatus } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { PageIntro } from '@/components/ui/page-intro';
import { showToast } from '@/lib/toast-store';
import { type ProgramChange, programQueryOptions, useChangeProgram } from '../api/programs';
import { PhaseEditor } from '../components/phase-editor';
import { ProgramPreview } from '../components/program-preview';
import { ProgramStatusBadge, useLocalized } from '../components/program-labels';
import { QueryState } from '../components/query-state';
import { readTranslations, TranslationFields } from '../components/translation-fields';

function feeValue(program: AdminProgram, type: 'MONTHLY' | 'YEARLY') {
  const fee = program.fees.find((f) => f.type === type);
  return { amount: fee ? fee.amount / 100 : '', currency: fee?.currency ?? 'SEK' };
}

function Editor({ program }: { program: AdminProgram }) {
  const { t } = useTranslation();
  const id = useId();
  const localized = useLocalized();
  const mutation = useChangeProgram(program.id);
  const structural = program.status === 'DRAFT' && program.players === 0;
  const change = (c: ProgramChange, done = 'admin.programs.saved') =>
    mutation.mutate(c, { onSuccess: () => showToast({ type: 'success', message: t(done) }) });

  function saveProgram(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const currency = String(form.get('currency') ?? '')
      .trim()
      .toUpperCase();
    const minor = (name: string) => Math.round(Number(form.get(name)) * 100);
    change({
      kind: 'program',
      body: {
        titles: readTranslations(form, 'title'),
        fees: [
          { type: 'MONTHLY', amount: minor('monthly'), currency },
          { type: 'YEARLY', amount: minor('yearly'), currency },
        ],
      },
    });
  }

  function addPhase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    change({ kind: 'add-phase', body: { titles: readTranslations(new FormData(target), 'title') } });
    target.reset();
  }

  const setStatus = (status: ProgramStatus, done: string) =>
    change({ kind: 'program', body: { status } }, done);
  const monthly = feeValue(program, 'MONTHLY');
  const yearly = feeValue(program, 'YEARLY');

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
                onClick={() => setStatus('PUBLIC', 'admin.programs.published')}
              >
                {t('admin.programs.publish')}
              </BusyButton>
            )}
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
            <fieldset className="mb-2">
              <legend className="fs-6 fw-semibold mb-1">{t('admin.programs.fees')}</legend>
              <div className="row g-2">
                <div className="col-sm-4">
                  <label htmlFor={`${id}-monthly`} className="form-label small mb-0">
                    {t('admin.paymentModel.MONTHLY')}
                  </label>
                  <input
                    id={`${id}-monthly`}
                    name="monthly"
                    type="number"
                    min={0}
                    step="0.01"
                    required
                    defaultValue={monthly.amount}
                    className="form-control form-control-sm"
                  />
                </div>
                <div className="col-sm-4">
                  <label htmlFor={`${id}-yearly`} className="form-label small mb-0">
                    {t('admin.paymentModel.YEARLY')}
                  </label>
                  <input
                    id={`${id}-yearly`}
                    name="yearly"
                    type="number"
                    min={0}
                    step="0.01"
                    required
                    defaultValue={yearly.amount}
                    className="form-control form-control-sm"
                  />
                </div>
                <div className="col-sm-4">
                  <label htmlFor={`${id}-currency`} className="form-label small mb-0">
                    {t('admin.programs.currency')}
                  </label>
                  <input
                    id={`${id}-currency`}
                    name="currency"
                    required
                    maxLength={3}
                    pattern="[A-Za-z]{3}"
                    defaultValue={monthly.currency}
                    className="form-control form-control-sm"
                  />
                </div>
              </div>
            </fieldset>
            <BusyButton type="submit" variant="primary" busy={mutation.isPending}>
              {t('admin.programs.save')}
            </BusyButton>
          </form>
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
          change={change}
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
