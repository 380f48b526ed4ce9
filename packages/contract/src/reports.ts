import { z } from 'zod';
import {
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from './constants/reports.ts';

export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
export const reportReasonSchema = z.enum(REPORT_REASONS);
export const reportStatusSchema = z.enum(REPORT_STATUSES);

/** `POST /api/v1/reports`: by anyone who can see the content; once per user and item. */
export const createReportSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.uuid(),
  reason: reportReasonSchema,
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
});
export type CreateReport = z.infer<typeof createReportSchema>;

/** What the reporter gets back (nothing about other reports or the outcome). */
export const reportReceiptSchema = z.object({
  id: z.uuid(),
  targetType: reportTargetTypeSchema,
  targetId: z.uuid(),
  reason: reportReasonSchema,
  createdAt: z.string().describe('ISO 8601'),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** `GET /api/v1/admin/reports?status=`: OPEN (the default) oldest first, the others newest first. */
export const adminReportsQuerySchema = z.object({ status: reportStatusSchema.default('OPEN') });

/** The reported content as the welfare queue shows it (hidden or not; null once it is deleted). */
export const reportedContentSchema = z.object({
  playerId: z.uuid(),
  playerName: z.string(),
  clipId: z.uuid().describe('The clip, or the clip the comment is on; null for feedback').nullable(),
  text: z.string().nullable().describe('The comment or feedback; null for a clip'),
  authorName: z.string().nullable(),
  atSeconds: z.number().nullable(),
  posterUrl: z.string().nullable().describe('Signed, for a clip that is ready and not hidden'),
  hidden: z.boolean(),
});

export const adminReportSchema = z.object({
  id: z.uuid(),
  targetType: reportTargetTypeSchema,
  targetId: z.uuid(),
  reason: reportReasonSchema,
  note: z.string().nullable().describe('The reporter’s note'),
  status: reportStatusSchema,
  createdAt: z.string().describe('ISO 8601'),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  content: reportedContentSchema.nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListSchema = z.array(adminReportSchema);

/** `PUT /api/v1/admin/reports/{id}`: HIDE or DISMISS an OPEN report, RESTORE a HIDDEN one; audited. */
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  note: z.string().trim().min(1).max(REPORT_NOTE_MAX),
});
export type ResolveReport = z.infer<typeof resolveReportSchema>;
