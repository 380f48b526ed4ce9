import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const icons: Record<FeatureKey, ReactNode> = {
  plan: (
    <Icon>
      <path {...stroke} d="M4 20V10m6 10V4m6 16v-7m4 7H2" />
    </Icon>
  ),
  discovered: (
    <Icon>
      <path {...stroke} d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z" />
    </Icon>
  ),
  control: (
    <Icon>
      <path {...stroke} d="M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0" />
      <circle {...stroke} cx="16" cy="6" r="2" />
      <circle {...stroke} cx="10" cy="12" r="2" />
      <circle {...stroke} cx="18" cy="18" r="2" />
    </Icon>
  ),
  profile: (
    <Icon>
      <rect {...stroke} x="3" y="5" width="18" height="14" rx="2" />
      <circle {...stroke} cx="9" cy="11" r="2.2" />
      <path {...stroke} d="M5.8 16.2c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14.5 10h3.5m-3.5 3.5h3.5" />
    </Icon>
  ),
  global: (
    <Icon>
      <circle {...stroke} cx="12" cy="12" r="9" />
      <path
        {...stroke}
        d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z"
      />
    </Icon>
  ),
};

type FeatureKey = 'plan' | 'discovered' | 'control' | 'profile' | 'global';
const FEATURES: FeatureKey[] = ['plan', 'discovered', 'control', 'profile', 'global'];

/** Spec §2: development plan, become discovered, take control, football profile, a global reach (coming soon). */
export function FeatureList() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="home-features-title">
      <div className="container">
        <h2 id="home-features-title" className="home-section-title">
          {t('home.features.title')}
        </h2>
        <p className="home-section-lead">{t('home.features.lead')}</p>
        <ul className="feature-grid list-unstyled mb-0">
          {FEATURES.map((key) => (
            <li key={key} className={`feature-card${key === 'global' ? ' feature-card-soon' : ''}`}>
              <span className="feature-icon">{icons[key]}</span>
              <h3 className="h5 mb-2">
                {t(`home.features.items.${key}.title`)}
                {key === 'global' && (
                  <span className="badge rounded-pill text-bg-warning ms-2 align-middle feature-soon">
                    {t('home.features.comingSoon')}
                  </span>
                )}
              </h3>
              <p className="mb-0">{t(`home.features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
