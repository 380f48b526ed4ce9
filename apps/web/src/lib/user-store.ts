import { createStore, useStore } from './create-store';

export type Role = 'ROLE_PLAYER' | 'ROLE_MANAGER' | 'ROLE_PUBLIC' | 'ROLE_ADMIN' | 'ROLE_SUPER_ADMIN';

/** The user as GET /api/v1/user answers it (api-contract.md, "Users"). */
export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: { countryCode: string; number: string } | null;
  status: 'NON_VERIFIED' | 'ACTIVE' | 'DISABLED';
  verificationId: string | null;
  authorities: Role[];
  twoFAEnabledStatus: boolean;
  player: boolean;
  manager: boolean;
  language: string;
}

export interface UserState {
  user: User | null;
  loaded: boolean;
  loading: boolean;
  error: unknown;
}

const initialState: UserState = { user: null, loaded: false, loading: false, error: null };
const userStore = createStore<UserState>(initialState);

export function getUserState(): UserState {
  return userStore.getState();
}

export function useUserState(): UserState {
  return useStore(userStore);
}

export function startUserLoading(): void {
  userStore.setState({ loading: true, error: null });
}

export function setUser(user: User): void {
  userStore.setState({ user, loaded: true, loading: false, error: null });
}

export function failUserLoading(error: unknown): void {
  userStore.setState({ loading: false, error });
}

export function clearUser(): void {
  userStore.setState(initialState);
}

/** The first authority is the user's main role (spec §3). */
export function getMainRole(user: User | null): Role | null {
  return user?.authorities[0] ?? null;
}

/** ROLE_ADMIN or ROLE_SUPER_ADMIN: the academy console (/admin) is theirs. */
export function isAdminUser(user: Pick<User, 'authorities'> | null): boolean {
  return !!user && user.authorities.some((role) => role === 'ROLE_ADMIN' || role === 'ROLE_SUPER_ADMIN');
}
