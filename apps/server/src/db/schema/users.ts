import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    /** Full international number (+46701234567): the phone sign-in name once verified (unique among verified). */
    phoneE164: text('phone_e164'),
    /** 0045_phone_verification.sql: when the number's text-message code was confirmed; null: not a sign-in name. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['NON_VERIFIED', 'ACTIVE', 'DISABLED'] })
      .notNull()
      .default('NON_VERIFIED'),
    authorities: text('authorities').array().notNull().default(sql`'{}'::text[]`),
    twoFaEnabled: boolean('two_fa_enabled').notNull().default(false),
    /** Encrypted (AES-256-GCM) base32 TOTP secret; see lib/totp.ts. */
    totpSecret: text('totp_secret'),
    /** The last 30-second step whose code signed in: a TOTP code works once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    language: text('language').notNull().default('en'),
    /** 0024_households.sql: a child's sign-in name (children added by a guardian have no e-mail: ''). */
    username: text('username'),
    /** 0024_households.sql: a household manages this account (a child): the token is limited. */
    householdManaged: boolean('household_managed').notNull().default(false),
    /** IANA time zone (0019c_user_time_zone.sql); null until the browser has told it. */
    timeZone: text('time_zone'),
    verificationId: uuid('verification_id'),
    /** 0015_i17_privacy.sql: set while the account is being deleted (one process claims it). */
    deletionStartedAt: timestamp('deletion_started_at', { withTimezone: true }),
    /** When the retention job last warned of deletion after a year without a sign-in. */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    uniqueIndex('users_username_lower_key')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.username} IS NOT NULL`),
    uniqueIndex('users_phone_e164_verified_key').on(t.phoneE164).where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
    index('users_phone_e164_idx').on(t.phoneE164),
    index('users_created_at_idx').on(t.createdAt),
  ],
);
