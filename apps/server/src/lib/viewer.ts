import type { Role, UserStatus } from '@academy/contract';

/** The signed-in user as guards and services see it (from the bearer token). */
export interface Viewer {
  id: string;
  email: string;
  authorities: Role[];
  status: UserStatus;
  language: string;
  /** IANA time zone, null until the browser has told it (lib/time-zone in the contract). */
  timeZone: string | null;
  tokenId: string;
  familyId: string;
  clientId: string;
  accessExpiresAt: Date;
  /** Two-factor sign-in is on: admins act as admins only with it (Trust, round 3). */
  twoFactor: boolean;
  /** A child's account run by a household (0024_households.sql): its token is limited (lib/child-access.ts). */
  householdManaged?: boolean;
}

/** What access decisions need of a viewer: who they are and their roles. */
export type ViewerOf = Pick<Viewer, 'id' | 'authorities' | 'householdManaged'>;

export const ADMIN_ROLES: Role[] = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/** Holds ROLE_ADMIN or ROLE_SUPER_ADMIN. */
export function isAdmin(user: Pick<Viewer, 'authorities'> | null): boolean {
  return !!user && user.authorities.some((role) => ADMIN_ROLES.includes(role));
}
