/*
 * The shapes the home page reads (api-contract.md, "Players, programs, subscriptions").
 * Type-only on purpose: importing the zod contract would put zod into the home page's first download.
 */
export type PaymentModel = 'MONTHLY' | 'YEARLY';

export interface Player {
  id: string;
  userId: string;
  ageGroupId: string;
}

export interface Fee {
  type: PaymentModel;
  /** Minor units (öre for SEK). */
  amount: number;
  currency: string;
  /** The player's price region and the label to show (99 kr, 1 $). */
  region?: 'DEFAULT' | 'AFRICA';
  label?: string;
}

export interface TrainingProgram {
  id: string;
  title: string;
  ageGroupId: string;
  status: string;
  fees: Fee[];
}

export interface Subscription {
  id: string;
  status: 'ACTIVE' | 'ENDED';
  startDate: string;
  availableTill: string | null;
  billingEnabled: boolean;
  yearlyPaidOff: boolean;
  paymentModel: PaymentModel | null;
  playerTrainingProgramId: string | null;
  trainingProgram: { id: string; title: string; fees: Fee[] };
}

export interface ReverseGeocodeResult {
  city: string;
  country: string;
  countryCode: string;
  streetAddress: string;
}
