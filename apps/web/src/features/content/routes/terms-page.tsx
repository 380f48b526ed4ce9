import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { termsLanguage, termsQueryOptions } from '@/lib/terms';
import { PlainTextDocument } from '../components/plain-text-document';
import '../components/content-document.css';

/** /terms-of-service: the plain-text terms in the current language (sv, pt, fr, otherwise en). */
export default function TermsPage() {
  const { t, i18n } = useTranslation();
  const language = termsLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { data: text, error, isPending } = useQuery(termsQueryOptions(language));

  // Spec §8: a terms failure is only logged; the page itself shows a short fallback line.
  useEffect(() => {
    if (error) console.error(`The ${language} terms of service could not be loaded`, error);
  }, [error, language]);

  return (
    <div className="container py-4">
      <PageIntro title={t('content.terms.title')} />
      <article className="content-document" lang={language} aria-busy={isPending}>
        {isPending ? (
          <LoadingSpinner label={t('content.terms.loading')} />
        ) : error ? (
          <p>
            <Trans i18nKey="content.terms.unavailable" components={{ supportLink: <Link to="/support" /> }} />
          </p>
        ) : (
          <PlainTextDocument text={text} />
        )}
      </article>
    </div>
  );
}
