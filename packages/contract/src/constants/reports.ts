/** Reports and the welfare queue (api-contract.md part 2, "Show your coach"; docs/clips.md). */
export const REPORT_TARGET_TYPES = ['CLIP', 'COMMENT', 'FEEDBACK'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['INAPPROPRIATE', 'BULLYING', 'PRIVACY', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** OPEN until an admin acts; HIDDEN (the content is gone for everyone but admins), RESTORED, DISMISSED. */
export const REPORT_STATUSES = ['OPEN', 'HIDDEN', 'RESTORED', 'DISMISSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['HIDE', 'RESTORE', 'DISMISS'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The reporter's optional note and the admin's note. */
export const REPORT_NOTE_MAX = 500;

export const REPORT_MESSAGES = {
  targetNotFound: 'This content was not found',
  alreadyReported: 'You have already reported this',
  reportNotFound: 'Report not found',
  alreadyHandled: 'This report has already been handled',
  nothingToRestore: 'Only hidden content can be restored',
} as const;
