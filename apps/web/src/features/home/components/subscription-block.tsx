import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HomeSubscription } from '../api/home-subscription';
import { useLiveFees } from '@/lib/flows/live-fees';
import type { PaymentModel } from '@academy/contract';
import { useVisitorCountry } from '../hooks/use-visitor-country';
import { accountCheckoutPath, signupPath } from '../utils/plan-choice';
import { selectPrices } from '../utils/prices';
import { LocalPrices } from './local-prices';
import { PriceBlock } from './price-block';
import { RegisteredBlock } from './registered-block';

/**
 * The hero's subscription block (spec §2, §4): the plans for anonymous visitors and players
 * without billing, the registered-user block once billing is on or the year is paid off.
 */
export function SubscriptionBlock({ data }: { data: HomeSubscription }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loading, signedIn, subscription } = data;
  const registered = !!subscription && (subscription.billingEnabled || subscription.yearlyPaidOff);
  const programFees = subscription?.trainingProgram.fees ?? null;
  const country = useVisitorCountry({ enabled: !registered && !programFees && !loading });
  const live = useLiveFees(!registered && !programFees);
  const prices = selectPrices({ programFees, countryCode: country.countryCode, liveFees: live.fees });

  const choose = (model: PaymentModel) => navigate(signedIn ? accountCheckoutPath(model) : signupPath(model));

  return (
    <section className="subscription-card" aria-labelledby="home-subscription-title">
      {registered ? (
        <RegisteredBlock subscription={subscription} headingId="home-subscription-title" />
      ) : (
        <>
          <h2 id="home-subscription-title" className="h3 mb-2">
            {t('home.subscription.unregisteredTitle')}
          </h2>
          <p className="mb-3">{t('home.subscription.freeDescription')}</p>
          {prices ? (
            <PriceBlock
              prices={prices}
              loading={loading}
              onChoose={choose}
              localPrices={
                prices.source !== 'program' && (
                  <LocalPrices country={country} reduced={prices.source === 'reduced'} />
                )
              }
            />
          ) : live.failed ? (
            <p role="alert" className="mb-0">
              {t('home.prices.liveFailed')}{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={live.retry}>
                {t('home.prices.liveRetry')}
              </button>
            </p>
          ) : (
            <p role="status" className="mb-0">
              {t('home.prices.livePending')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
