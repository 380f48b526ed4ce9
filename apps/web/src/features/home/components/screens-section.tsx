import { useTranslation } from 'react-i18next';
import { ScreenshotCarousel } from './screenshot-carousel';

export function ScreensSection() {
  const { t } = useTranslation();
  return (
    <section className="home-section home-section-tinted" aria-labelledby="home-screens-title">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-md-6 col-lg-5">
            <h2 id="home-screens-title" className="home-section-title">
              {t('home.screens.title')}
            </h2>
            <p className="home-section-lead mb-0">{t('home.screens.lead')}</p>
          </div>
          <div className="col-md-6 col-lg-7 d-flex justify-content-center">
            <ScreenshotCarousel />
          </div>
        </div>
      </div>
    </section>
  );
}
