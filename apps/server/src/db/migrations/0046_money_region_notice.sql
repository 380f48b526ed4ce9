-- A running subscription's fee region changes only through the versioned-fee notice (Trust, round 3):
-- a new card issued in another price region gives notice of that region's fee, effective from the
-- first renewal at least 30 days after the mail; the row then also moves the subscription's region.
ALTER TABLE "subscription_fee_changes" ADD COLUMN "next_region" text CHECK ("next_region" IN ('DEFAULT', 'AFRICA'));
