import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { SubmitButton } from './submit-button';

/** The terms files exist in these languages; every other one reads English (spec §7). */
export function termsLanguage(language: string): 'sv' | 'pt' | 'fr' | 'en' {
  return language === 'sv' || language === 'pt' || language === 'fr' ? language : 'en';
}

export function termsQueryOptions(language: string) {
  const lang = termsLanguage(language);
  return {
    queryKey: ['terms', lang],
    // An absolute address: the terms are a static file of the site, not an /api call.
    queryFn: () => apiGet<string>(`${window.location.origin}/terms/${lang}.txt`, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

interface TermsStepProps {
  busy: boolean;
  onBack: () => void;
  onAccept: () => void;
}

/** Sign-up step 2 (spec §2): the terms in a box that scrolls at 275 px, back link, accept-and-continue. */
export function TermsStep({ busy, onBack, onAccept }: TermsStepProps) {
  const { t, i18n } = useTranslation();
  const terms = useQuery(termsQueryOptions(i18n.resolvedLanguage ?? i18n.language));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onAccept();
      }}
    >
      <h2 className="h5" id="terms-heading">
        {t('auth.signup.termsHeading')}
      </h2>
      <section
        className="terms-box border rounded p-3 mb-3 bg-body-tertiary"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
        tabIndex={0}
        aria-labelledby="terms-heading"
      >
        {terms.isPending ? (
          <LoadingSpinner />
        ) : terms.isError ? (
          <p className="mb-0" role="alert">
            {t('auth.signup.termsUnavailable')}
          </p>
        ) : (
          terms.data
        )}
      </section>
      <div className="d-flex flex-column-reverse flex-sm-row gap-2 justify-content-between align-items-sm-center">
        <Button variant="link" className="p-0" onClick={onBack} disabled={busy}>
          {t('auth.signup.back')}
        </Button>
        <SubmitButton busy={busy} disabled={terms.isPending} className="">
          {t('auth.signup.accept')}
        </SubmitButton>
      </div>
    </form>
  );
}
