import { Suspense, use, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import type { Language } from '@academy/contract';
import { isLanguage } from '@academy/contract/constants';
import { formatDate } from '@/lib/format';
import { getLanguage } from '@/lib/i18n';
import '../components/content-document.css';
import { loadPrivacyPolicy } from '../privacy/load-privacy-policy';
import {
  PRIVACY_LAST_CHANGED,
  PRIVACY_SECTION_IDS,
  type PrivacyListItem,
  type PrivacyPolicy,
} from '../privacy/types';

const TOC_HEADING_ID = 'privacy-contents';

function formatLastChanged(language: Language): string {
  return formatDate(PRIVACY_LAST_CHANGED, language);
}

function ListItem({ item }: { item: PrivacyListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong>{item.term}</strong> {item.text}
    </li>
  );
}

/**
 * Brings the section named in the URL's hash into view and gives it focus, once the text is there:
 * after a table-of-contents link, and for a link from elsewhere (the text loads after the router's
 * own scroll restoration has run).
 */
function useScrollToHash(ready: unknown) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
    target?.focus({ preventScroll: true });
  }, [hash, ready]);
}

function PolicyText({ policyPromise }: { policyPromise: Promise<PrivacyPolicy> }) {
  const { t } = useTranslation();
  const policy = use(policyPromise);
  useScrollToHash(policy);
  return (
    <>
      {policy.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <nav className="content-toc card card-body bg-body-tertiary my-4" aria-labelledby={TOC_HEADING_ID}>
        <h2 id={TOC_HEADING_ID} className="h5" tabIndex={-1}>
          {t('content.privacy.tableOfContents')}
        </h2>
        <ol className="mb-0">
          {PRIVACY_SECTION_IDS.map((id) => (
            <li key={id}>
              {/* Router links: a plain hash link would be a POP navigation, and the router's scroll
                  restoration would send it back to the top of the page. */}
              <Link to={`#${id}`}>{policy.sections[id].title}</Link>
            </li>
          ))}
        </ol>
      </nav>

      {PRIVACY_SECTION_IDS.map((id, index) => {
        const section = policy.sections[id];
        return (
          <section key={id} aria-labelledby={id} className="mb-4">
            <h2 id={id} className="h4" tabIndex={-1}>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <ListItem key={typeof item === 'string' ? item : item.term} item={item} />
                ))}
              </ul>
            )}
            {section.closing?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {id === 'communication' && (
              <p>
                <Link to="/support">{policy.contactLinkLabel}</Link>
              </p>
            )}
            <p className="small">
              <Link to={`#${TOC_HEADING_ID}`}>{t('content.privacy.backToContents')}</Link>
            </p>
          </section>
        );
      })}
    </>
  );
}

/** /privacy-policy: the static policy of spec §1; only the current language's text is downloaded. */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(current) ? current : getLanguage();
  return (
    <div className="container py-4">
      <PageIntro title={t('content.privacy.title')}>
        <p className="text-body-secondary mb-0">
          <Trans
            i18nKey="content.privacy.lastChanged"
            values={{ date: formatLastChanged(language) }}
            components={{ time: <time dateTime={PRIVACY_LAST_CHANGED} /> }}
          />
        </p>
      </PageIntro>
      {/* A plain block: its headings belong to its nav and sections (an article without a heading of
          its own is what the W3C checker warns about); the page's h1 names it all. */}
      <div className="content-document" lang={language}>
        <Suspense fallback={<LoadingSpinner label={t('content.privacy.loading')} />}>
          <PolicyText policyPromise={loadPrivacyPolicy(language)} />
        </Suspense>
      </div>
    </div>
  );
}
