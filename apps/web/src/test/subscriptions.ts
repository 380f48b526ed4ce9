import type { Subscription } from '@academy/contract';

export const TEST_SUBSCRIPTION_ID = '9c2d7e1a-3b4c-4d5e-8f60-718293a4b5c6';
export const TEST_PROGRAM_ID = '5a1f0c3e-7a2b-4f0e-8c7d-2b3a4c5d6e70';

/**
 * An ACTIVE subscription in its free month (no billing, no plan yet) to the U12 program with a
 * monthly and a yearly fee; `overrides` change fields.
 */
export function testSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: TEST_SUBSCRIPTION_ID,
    status: 'ACTIVE',
    startDate: '2026-03-01T10:00:00.000Z',
    availableTill: null,
    billingEnabled: false,
    yearlyPaidOff: false,
    paymentModel: null,
    playerTrainingProgramId: null,
    trainingProgram: {
      id: TEST_PROGRAM_ID,
      title: 'U12 Development program',
      fees: [
        { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
        { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
      ],
    },
    paymentStatus: 'NONE',
    trialEndsAt: '2026-03-31T10:00:00.000Z',
    nextChargeAt: null,
    graceEndsAt: null,
    nextFees: [],
    ...overrides,
  };
}
