import type { AdminChallenge } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';
import { formatDate } from '@/lib/format';
import { adminChallengesQueryOptions, useUpdateChallenge } from '../api/challenges';
import { ChallengeEditor } from '../components/challenge-editor';
import { QueryState } from '@/components/ui/query-state';

function ChallengeCard({ challenge }: { challenge: AdminChallenge }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as keyof AdminChallenge['title'];
  const update = useUpdateChallenge();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const headingId = `challenge-${challenge.id}`;
  return (
    <li className="card mb-3">
      <section className="card-body" aria-labelledby={headingId}>
        <h2 id={headingId} className="h5 mb-1">
          {challenge.title[language] ?? challenge.title.en}
        </h2>
        <p className="small text-body-secondary mb-2">
          <code>{challenge.key}</code> · {t(`challenges.console.unit.${challenge.unit}`)} ·{' '}
          {t(`challenges.console.better.${challenge.better}`)} ·{' '}
          {challenge.editedAt
            ? t('challenges.console.edited', { date: formatDate(challenge.editedAt, i18n.language) })
            : t('challenges.console.seeded')}
        </p>
        <p className="small mb-2">
          {challenge.thresholds
            .map((m) => `${m.ageGroupId}: ${m.bronze} / ${m.silver} / ${m.gold}`)
            .join(' · ')}
        </p>
        {saved && !editing && (
          <p className="alert alert-success py-2" role="status">
            {t('challenges.console.saved')}
          </p>
        )}
        {editing ? (
          <ChallengeEditor
            challenge={challenge}
            busy={update.isPending}
            error={update.error}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
            onSave={(body) =>
              update.mutate(
                { id: challenge.id, body },
                {
                  onSuccess: () => {
                    setSaved(true);
                    setEditing(false);
                  },
                },
              )
            }
          />
        ) : (
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('challenges.console.edit')}
            <span className="visually-hidden">: {challenge.title[language] ?? challenge.title.en}</span>
          </Button>
        )}
      </section>
    </li>
  );
}

/** /admin/challenges: the skill challenges with their marks by age group; each one edited in place. */
export default function ChallengesPage() {
  const { t } = useTranslation();
  const challenges = useQuery(adminChallengesQueryOptions());
  return (
    <>
      <PageIntro title={t('challenges.console.title')} purpose={t('challenges.console.intro')} />
      <QueryState query={challenges}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('challenges.console.empty')}</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {list.map((challenge) => (
                <ChallengeCard key={challenge.id} challenge={challenge} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
