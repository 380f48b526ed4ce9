import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { termsLanguage, termsQueryOptions } from '@/lib/terms';
import { SubmitButton } from './submit-button';

interface TermsStepProps {
  busy: boolean;
  onBack: () => void;
  onAccept: () => void;
}

/**
 * Sign-up step 2 (spec §2): the terms in a box that scrolls at 275 px, back link, accept-and-continue.
 * The text is the terms page's (lib/terms.ts): the same configurable location and cache.
 */
export function TermsStep({ busy, onBack, onAccept }: TermsStepProps) {
  const { t, i18n } = useTranslation();
  const terms = useQuery(termsQueryOptions(termsLanguage(i18n.resolvedLanguage ?? i18n.language)));

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
