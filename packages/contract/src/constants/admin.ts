export const ADMIN_MESSAGES = {
  cannotChangeOwnStatus: 'You cannot disable or enable your own account',
  adminStatusNeedsSuperAdmin: 'Only a super admin can disable or enable an admin',
  supportMessageNotFound: 'Support message not found',
  cannotResetOwnTwoFactor: 'You cannot reset your own two-factor authentication',
  adminTwoFactorNeedsSuperAdmin: 'Only a super admin can reset an admin’s two-factor authentication',
} as const;

/** Staff roles, the audit log's filters and the team inbox. */
export const STAFF_MESSAGES = {
  invitationInvalid: 'This link is not valid any more: ask a super admin for a new one',
  actionInvalid: 'Unknown action',
  assigneeNotAdmin: 'Messages can be assigned to admins only',
} as const;

export const ADMIN_PAGE_MAX_SIZE = 200;

/** Support inbox. */
export const SUPPORT_STATUSES = ['OPEN', 'ANSWERED'] as const;
