import { z } from 'zod';
import { languageSchema, roleSchema, userStatusSchema } from './enums.ts';
import { userSchema } from './users.ts';
import { ADMIN_PAGE_MAX_SIZE, SUPPORT_STATUSES } from './constants/admin.ts';
import { supportNoteSchema } from './staff.ts';

/** The academy console's calls (api-contract.md, "The academy console (admins)"). */

const page = z.coerce.number().int().min(0).max(100_000).default(0);
const size = z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX_SIZE).default(50);

/** `GET /api/v1/admin/users?query=&role=&status=&page=0&size=50`: `query` matches e-mail, name or phone. */
export const adminUserListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  role: z.preprocess(
    (v) => (typeof v === 'string' && v && !v.startsWith('ROLE_') ? `ROLE_${v}` : v || undefined),
    roleSchema.optional(),
  ),
  status: z.preprocess((v) => v || undefined, userStatusSchema.optional()),
  page,
  size,
  language: languageSchema.optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserPageSchema = z.object({
  content: z.array(userSchema),
  totalElements: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** `PUT /api/v1/admin/users/{id}/status`: a disabled user's tokens die at once. */
export const setUserStatusRequestSchema = z.object({ status: z.enum(['ACTIVE', 'DISABLED']) });
export type SetUserStatusRequest = z.infer<typeof setUserStatusRequestSchema>;

/**
 * `POST /api/v1/admin/users/{id}/two-factor-reset`: turns a user's two-factor off after the admin has
 * checked who is asking (`identityCheck` says how: audited with the change).
 */
export const resetTwoFactorRequestSchema = z.object({
  identityCheck: z
    .string()
    .trim()
    .min(10, 'Say how the identity was checked (at least 10 characters)')
    .max(500, 'At most 500 characters'),
});
export type ResetTwoFactorRequest = z.input<typeof resetTwoFactorRequestSchema>;

/** `GET /api/v1/admin/stats`. */
export const adminStatsSchema = z.object({
  users: z.number().int(),
  players: z.number().int(),
  activeSubscriptions: z.number().int(),
  billedSubscriptions: z.number().int(),
  /** Per currency, minor units a month (a yearly fee counts as a twelfth). */
  monthlyRecurringRevenue: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  /** Per currency, minor units of the last 30 days: charged minus refunded. */
  revenueLast30Days: z.array(
    z.object({
      currency: z.string(),
      charged: z.number().int(),
      refunded: z.number().int(),
      net: z.number().int(),
    }),
  ),
  supportMessagesOpen: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The trail's query (`auditEventListQuerySchema`) is in staff.ts with its filters. */
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string().describe('ISO 8601'),
  actorId: z.string().nullable(),
  /** The actor's e-mail when the account still exists. */
  actorEmail: z.string().nullable(),
  action: z.string().describe('e.g. user.status, user.role, admin.create, support.reply, program.update'),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target user's e-mail while the account exists (never stored in the trail itself). */
  targetEmail: z.string().nullable(),
  /** True when the target was a user whose account no longer exists (shown as "deleted user"). */
  targetDeleted: z.boolean(),
  /** The reason the actor gave, when one was given (`detail.reason` or `detail.identityCheck`). */
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).describe('{ before?, after?, reason?, … }'),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventPageSchema = z.object({
  content: z.array(auditEventSchema),
  totalElements: z.number().int(),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/** The inbox's query (`supportMessageListQuerySchema`) is in staff.ts with its search. */

export const supportReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  authorId: z.string().nullable(),
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
  /** Null when the mail to the sender could not be sent. */
  mailedAt: z.string().nullable(),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

export const supportInboxMessageSchema = z.object({
  id: z.string(),
  /** Given to the sender in the acknowledgement, e.g. 1042 (shown as #1042). */
  reference: z.number().int(),
  email: z.string(),
  userId: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  language: languageSchema,
  status: supportStatusSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  replies: z.array(supportReplySchema),
  /** The admin who looks after the message (null: nobody yet). */
  assigneeId: z.string().nullable(),
  assigneeEmail: z.string().nullable(),
  /** The team's internal notes, oldest first: never mailed, never shown to the sender. */
  notes: z.array(supportNoteSchema),
});
export type SupportInboxMessage = z.infer<typeof supportInboxMessageSchema>;
export const supportInboxPageSchema = z.object({
  content: z.array(supportInboxMessageSchema),
  totalElements: z.number().int(),
});
export type SupportInboxPage = z.infer<typeof supportInboxPageSchema>;

export const supportReplyRequestSchema = z.object({ text: z.string().trim().min(1).max(5000) });
export type SupportReplyRequest = z.infer<typeof supportReplyRequestSchema>;
export const idParamsSchema = z.object({ id: z.uuid('Invalid id') });
