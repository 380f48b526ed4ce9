-- The audit trail keeps ids, not e-mail addresses: a deleted user's address must not outlive the
-- account. The console shows a target's address by joining the live users table. Earlier rows lose
-- the addresses they carried (the append-only trigger is lifted for this one statement).
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_no_change";
--> statement-breakpoint
UPDATE "audit_events" SET "detail" = ("detail" - 'email')
	|| CASE WHEN jsonb_typeof("detail"->'after') = 'object'
		THEN jsonb_build_object('after', ("detail"->'after') - 'email') ELSE '{}'::jsonb END
WHERE "detail" ? 'email' OR ("detail"->'after') ? 'email';
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_no_change";
