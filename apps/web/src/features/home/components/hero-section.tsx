import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoVideo } from './demo-video';
import { HomeSubscriptionBlock } from './home-subscription-block';

/** The page's heading and texts, the subscription block and the demo video. */
export function HeroSection() {
  const { t } = useTranslation();
  const title = t('pages.home.title');
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-start">
          <div className="col-lg-7">
            <p className="home-eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="home-title" className="home-title">
              {title}
            </h1>
            <p className="home-lead">{t('home.hero.lead')}</p>
            <HomeSubscriptionBlock />
          </div>
          <div className="col-lg-5 d-flex justify-content-center">
            <DemoVideo />
          </div>
        </div>
      </div>
    </section>
  );
}
