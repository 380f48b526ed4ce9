import type { AdminProgram, CreateAdminProgram } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { PageIntro } from '@/components/ui/page-intro';
import { programsQueryOptions, useCreateProgram } from '../api/programs';
import { ProgramStatusBadge, useLocalized } from '../components/program-labels';
import { QueryState } from '@/components/ui/query-state';
import { RegionFeesSummary } from '../components/region-fees-fields';
import { ScrollTable } from '@/components/ui/scroll-table';

function groupByAgeGroup(programs: AdminProgram[]): [string, AdminProgram[]][] {
  const groups = new Map<string, AdminProgram[]>();
  for (const p of programs) groups.set(p.ageGroupId, [...(groups.get(p.ageGroupId) ?? []), p]);
  return [...groups];
}

export default function ProgramsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const programs = useQuery(programsQueryOptions());
  const create = useCreateProgram();
  const localized = useLocalized();

  function newDraft(from: AdminProgram) {
    create.mutate(
      {
        ageGroupId: from.ageGroupId,
        // The copy keeps the original's titles: being a draft is its status, never a word players could read.
        titles: from.titles as CreateAdminProgram['titles'],
        copyFromId: from.id,
      },
      { onSuccess: (draft) => navigate(`/admin/programs/${draft.id}`) },
    );
  }

  return (
    <>
      <PageIntro title={t('admin.programs.title')} purpose={t('admin.programs.purpose')} />
      <QueryState query={programs}>
        {(list) => (
          <ScrollTable label={t('admin.programs.title')}>
            <table className="table align-middle">
              <caption className="visually-hidden">{t('admin.programs.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.programs.ageGroup')}</th>
                  <th scope="col">{t('admin.programs.programTitle')}</th>
                  <th scope="col">{t('admin.programs.statusLabel')}</th>
                  <th scope="col" className="d-none d-xl-table-cell">
                    {t('admin.programs.phases')}
                  </th>
                  <th scope="col">{t('admin.programs.fees')}</th>
                  <th scope="col" className="d-none d-xl-table-cell">
                    {t('admin.programs.players')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('admin.programs.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {groupByAgeGroup(list).flatMap(([ageGroup, group]) =>
                  group.map((program, index) => (
                    <tr key={program.id}>
                      {index === 0 && (
                        <th scope="rowgroup" rowSpan={group.length}>
                          {ageGroup}
                        </th>
                      )}
                      <td>
                        <Link to={`/admin/programs/${program.id}`}>{localized(program.titles)}</Link>
                      </td>
                      <td>
                        <ProgramStatusBadge status={program.status} />
                      </td>
                      <td className="d-none d-xl-table-cell">{program.blocks.length}</td>
                      <td>
                        <RegionFeesSummary fees={program.fees} />
                      </td>
                      <td className="d-none d-xl-table-cell">{program.players}</td>
                      <td>
                        {program.status === 'PUBLIC' && (
                          <BusyButton
                            size="sm"
                            variant="outline-primary"
                            busy={create.isPending && create.variables?.copyFromId === program.id}
                            onClick={() => newDraft(program)}
                          >
                            {t('admin.programs.newDraft')}
                          </BusyButton>
                        )}
                      </td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </QueryState>
    </>
  );
}
