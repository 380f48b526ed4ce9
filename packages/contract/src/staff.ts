import { z } from 'zod';
import { guardianApprovalSchema } from './privacy.ts';
import { ADMIN_PAGE_MAX_SIZE, STAFF_MESSAGES, SUPPORT_STATUSES } from './constants/admin.ts';
import { languageSchema } from './enums.ts';
import { consentSchema } from './households.ts';
import { currentPasswordSchema, emailSchema, passwordSchema, trimmedName } from './users.ts';

/**
 * Staff roles with care (docs/console.md), the readable audit log, and the
 * support inbox as a team tool.
 */

/**
 * `POST /api/v1/user/admin` (super admins): a new admin. `password` is the super admin's OWN password
 * (the new admin sets theirs through a mailed link); `language` is the new admin's, for that mail.
 */
export const inviteAdminRequestSchema = z.object({
  email: emailSchema,
  firstName: trimmedName(true),
  lastName: trimmedName(false).default(''),
  language: languageSchema.default('en'),
  password: currentPasswordSchema,
});
export type InviteAdminRequest = z.input<typeof inviteAdminRequestSchema>;

/** `POST /api/v1/user/admin/password { token, password }`: the mailed link's token, once. */
export const adminPasswordRequestSchema = z.object({
  token: z.string(STAFF_MESSAGES.invitationInvalid).min(1, STAFF_MESSAGES.invitationInvalid).max(200),
  password: passwordSchema,
});
export type AdminPasswordRequest = z.input<typeof adminPasswordRequestSchema>;
/** The address to sign in with. */
export const adminPasswordSetSchema = z.object({ email: z.string() });
export type AdminPasswordSet = z.infer<typeof adminPasswordSetSchema>;

const page = z.coerce.number().int().min(0).max(100_000).default(0);
const size = z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX_SIZE).default(50);
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * `GET /api/v1/admin/audit-events?page=&size=[&targetId=][&actorId=][&action=][&targetEmail=]`: the
 * trail, newest first; `action` is a whole action (`user.role`) or its family (`program`).
 */
export const auditEventListQuerySchema = z.object({
  page,
  size,
  targetId: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  actorId: z.preprocess(emptyAsUndefined, z.uuid('Invalid id').optional()),
  action: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(60)
      .regex(/^[A-Za-z.-]+$/, STAFF_MESSAGES.actionInvalid)
      .optional(),
  ),
  /** The target user's current e-mail (the trail keeps ids; this finds them through live users). */
  targetEmail: z.preprocess(emptyAsUndefined, z.string().trim().max(254).optional()),
  language: languageSchema.optional(),
});

/** `GET /api/v1/admin/support-messages?status=&query=&assigneeId=&page=&size=`. */
export const supportMessageListQuerySchema = z.object({
  status: z.enum([...SUPPORT_STATUSES, 'ALL']).default('OPEN'),
  /** Words of the subject, the message, the sender's address or `#1042`. */
  query: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  /** An admin's id, or `NONE` for messages nobody looks after yet. */
  assigneeId: z.preprocess(emptyAsUndefined, z.union([z.uuid('Invalid id'), z.literal('NONE')]).optional()),
  page,
  size,
  language: languageSchema.optional(),
});

/** `PUT /api/v1/admin/support-messages/{id}/assignee { assigneeId }` (null: nobody). */
export const supportAssignRequestSchema = z.object({ assigneeId: z.uuid('Invalid id').nullable() });
export type SupportAssignRequest = z.infer<typeof supportAssignRequestSchema>;

/** `POST /api/v1/admin/support-messages/{id}/notes { text }`: internal, never mailed. */
export const supportNoteRequestSchema = z.object({ text: z.string().trim().min(1).max(5000) });
export type SupportNoteRequest = z.infer<typeof supportNoteRequestSchema>;

export const supportNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorId: z.string().nullable(),
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportNote = z.infer<typeof supportNoteSchema>;

/**
 * `GET /api/v1/admin/players/{id}/care`: a child's guardian approval and consent ledger, read-only
 * (the console's user page).
 */
export const playerCareSchema = z.object({
  guardianApproval: guardianApprovalSchema,
  /** Where the approval link went (null when none was needed). */
  guardianEmail: z.string().nullable(),
  approvalSentAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  consents: z.array(consentSchema),
});
export type PlayerCare = z.infer<typeof playerCareSchema>;
