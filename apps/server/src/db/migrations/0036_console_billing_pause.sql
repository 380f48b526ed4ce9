-- Billing paused (issue 32: a disabled account is never charged): the sandbox's counterpart of Stripe's
-- `pause_collection: { behavior: 'void' }` — periods move on, nothing is charged, no receipt.
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "collection_paused" boolean DEFAULT false NOT NULL;
