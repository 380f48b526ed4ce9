import { useTranslation } from 'react-i18next';
import { config } from '@/lib/config';
import { hasAppLinks, StoreBadges } from './store-badges';

/** Download links and the academy's e-mail and phone (configurable in lib/config.ts). */
export function ContactSection() {
  const { t } = useTranslation();
  const phoneHref = `tel:${config.contactPhone.replace(/[^\d+]/g, '')}`;
  return (
    <section className="home-section home-section-tinted" aria-labelledby="home-contact-title">
      <div className="container">
        <div className="row g-4 align-items-start">
          {hasAppLinks() && (
            <div className="col-md-6">
              <h2 className="home-section-title">{t('home.download.title')}</h2>
              <p className="home-section-lead">{t('home.download.text')}</p>
              <StoreBadges />
            </div>
          )}
          <div className="col-md-6">
            <h2 id="home-contact-title" className="home-section-title">
              {t('home.contact.title')}
            </h2>
            <p className="home-section-lead">{t('home.contact.text')}</p>
            <dl className="contact-list mb-0">
              <div>
                <dt>{t('home.contact.email')}</dt>
                <dd>
                  <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
                </dd>
              </div>
              <div>
                <dt>{t('home.contact.phone')}</dt>
                <dd>
                  <a href={phoneHref}>{config.contactPhone}</a>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
