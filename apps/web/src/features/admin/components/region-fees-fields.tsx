import {
  type AdminFee,
  type Fee,
  formatAmountLabel,
  PAYMENT_MODELS,
  PRICE_REGIONS,
  type PriceRegion,
  REGION_CURRENCY,
} from '@academy/contract';
import { useTranslation } from 'react-i18next';

type Plan = (typeof PAYMENT_MODELS)[number];
/** A positive amount with at most two decimals, a point or a comma (99, 12.50, 12,5); not 0. */
const AMOUNT_PATTERN = '(?!0*([.,]0*)?$)\\d{1,7}([.,]\\d{1,2})?';
const field = (region: PriceRegion, plan: Plan, what: 'amount' | 'label') => `fee.${region}.${plan}.${what}`;

/**
 * The fees of every price region (DEFAULT, AFRICA): MONTHLY and YEARLY amounts in the region's own
 * currency (shown, not editable) and the label players see. An empty label shows the amount's own
 * (`99 kr`); a region's special one (`1 $`) is filled in. Read back with `readRegionFees`.
 */
export function RegionFeesFields({ idPrefix, fees }: { idPrefix: string; fees: Fee[] }) {
  const { t } = useTranslation();
  return (
    <>
      {PRICE_REGIONS.map((region) => (
        <fieldset key={region} className="mb-2" aria-describedby={`${idPrefix}-${region}-currency`}>
          <legend className="fs-6 fw-semibold mb-0">{t(`admin.programs.regions.${region}`)}</legend>
          <p id={`${idPrefix}-${region}-currency`} className="small text-body-secondary mb-1">
            {t('admin.programs.chargedIn', { currency: REGION_CURRENCY[region] })}
          </p>
          <div className="row g-2">
            {PAYMENT_MODELS.map((plan) => {
              const fee = fees.find((f) => f.region === region && f.type === plan);
              const own = fee ? formatAmountLabel(fee.amount, fee.currency) : '';
              const amountId = `${idPrefix}-${region}-${plan}-amount`;
              const labelId = `${idPrefix}-${region}-${plan}-label`;
              return (
                <div key={plan} className="col-sm-6 col-xl-3 d-flex gap-2">
                  <div className="flex-fill">
                    <label htmlFor={amountId} className="form-label small mb-0">
                      {t(`admin.programs.feeAmount.${plan}`)}
                    </label>
                    <input
                      id={amountId}
                      name={field(region, plan, 'amount')}
                      inputMode="decimal"
                      pattern={AMOUNT_PATTERN}
                      title={t('admin.programs.amountHint')}
                      required
                      defaultValue={fee ? String(fee.amount / 100) : ''}
                      className="form-control form-control-sm"
                    />
                  </div>
                  <div className="flex-fill">
                    <label htmlFor={labelId} className="form-label small mb-0">
                      {t(`admin.programs.feeLabel.${plan}`)}
                    </label>
                    <input
                      id={labelId}
                      name={field(region, plan, 'label')}
                      maxLength={20}
                      placeholder={own}
                      defaultValue={fee && fee.label !== own ? fee.label : ''}
                      className="form-control form-control-sm"
                    />
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className="small text-body-secondary">{t('admin.programs.feeLabelHelp')}</p>
    </>
  );
}

/** "Standard: 99 kr / 995 kr", "Africa: 1 $ / 10 $": the labels players see, per price region. */
export function RegionFeesSummary({ fees }: { fees: Fee[] }) {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled mb-0 small">
      {PRICE_REGIONS.map((region) => {
        const own = fees.filter((f) => f.region === region);
        return (
          <li key={region} className="text-nowrap">
            <span className="text-body-secondary">{t(`admin.programs.regionsShort.${region}`)}:</span>{' '}
            {own.length ? own.map((f) => f.label).join(' / ') : '–'}
          </li>
        );
      })}
    </ul>
  );
}

/** Every region's fees from the form: amounts in minor units, an empty label for the amount's own. */
export function readRegionFees(form: FormData): AdminFee[] {
  return PRICE_REGIONS.flatMap((region) =>
    PAYMENT_MODELS.map((plan) => {
      const label = String(form.get(field(region, plan, 'label')) ?? '').trim();
      return {
        type: plan,
        region,
        amount: Math.round(Number(String(form.get(field(region, plan, 'amount'))).replace(',', '.')) * 100),
        currency: REGION_CURRENCY[region],
        label: label || null,
      };
    }),
  );
}
