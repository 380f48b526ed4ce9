import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentModel } from '@academy/contract';
import { formatMoney, formatPercent } from '@/lib/format';
import { type Plan, type PlanPrices, yearlySavings } from '../utils/prices';

interface PlanCardProps {
  plan: Plan;
  loading: boolean;
  savingsBadge?: string;
  onChoose: (model: PaymentModel) => void;
  featured?: boolean;
}

function PlanCard({ plan, loading, savingsBadge, onChoose, featured = false }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const key = plan.model === 'MONTHLY' ? 'monthly' : 'yearly';
  const nameId = useId();
  const charged = formatMoney(plan.price, i18n.language);
  return (
    <article className={`plan-card${featured ? ' plan-card-featured' : ''}`} aria-labelledby={nameId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 id={nameId} className="h6 text-uppercase fw-bold mb-0 plan-name">
          {t(`home.prices.${key}.name`)}
        </h3>
        {savingsBadge && (
          <span className="badge rounded-pill plan-badge">
            {savingsBadge}
            <sup aria-hidden="true">2</sup>
          </span>
        )}
      </div>
      <p className="plan-price mb-1" data-testid={`price-${key}`}>
        {plan.from && <span className="plan-period">{t('home.prices.from')} </span>}
        <span className="plan-amount">{plan.label}</span>{' '}
        <span className="plan-period">{t(`home.prices.${key}.period`)}</span>
      </p>
      {plan.label !== charged && (
        <p className="small text-body-secondary mb-1">{t('home.prices.chargedAs', { amount: charged })}</p>
      )}
      <p className="small mb-3 plan-free">
        {t('home.prices.firstMonthFree')}
        <sup aria-hidden="true">1</sup>
      </p>
      <button
        type="button"
        className={`btn w-100 mt-auto ${featured ? 'btn-primary' : 'btn-outline-primary'}`}
        disabled={loading}
        onClick={() => onChoose(plan.model)}
      >
        {t(`home.prices.${key}.choose`)}
      </button>
    </article>
  );
}

interface PriceBlockProps {
  prices: PlanPrices;
  /** Disables the plan buttons (spec §2: while subscription data loads). */
  loading: boolean;
  onChoose: (model: PaymentModel) => void;
  /** The "show prices for my country" control, when it applies. */
  localPrices?: ReactNode;
}

/** Monthly and yearly plans with their footnotes (spec §2, §9). */
export function PriceBlock({ prices, loading, onChoose, localPrices }: PriceBlockProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const savings = yearlySavings(prices);
  return (
    <div className="price-block" aria-busy={loading}>
      <div className="plan-grid">
        <PlanCard plan={prices.monthly} loading={loading} onChoose={onChoose} />
        <PlanCard
          plan={prices.yearly}
          loading={loading}
          onChoose={onChoose}
          featured
          savingsBadge={
            savings
              ? t('home.prices.saveBadge', { percent: formatPercent(savings.fraction, language) })
              : undefined
          }
        />
      </div>
      {loading && (
        <p className="visually-hidden" role="status">
          {t('home.prices.loading')}
        </p>
      )}
      {localPrices}
      <ol className="plan-footnotes small text-body-secondary mt-3 mb-0">
        <li>{t('home.prices.footnotes.freeMonth')}</li>
        <li>
          {savings
            ? t('home.prices.footnotes.savings', {
                total: formatMoney(savings.twelveMonths, i18n.language),
                saved: formatMoney(savings.saved, i18n.language),
                percent: formatPercent(savings.fraction, language),
              })
            : t('home.prices.footnotes.noSavings')}
        </li>
        <li>{t('home.prices.footnotes.promo')}</li>
      </ol>
    </div>
  );
}
