-- The sandbox keeps what Stripe keeps: when a plan switch credits more than the new plan costs
-- (yearly to monthly), the rest stays on the customer as credit and pays the next charges.
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "credit_balance" integer DEFAULT 0 NOT NULL;
