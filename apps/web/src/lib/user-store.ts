import type { User } from '@academy/contract';
import { createStore, useStore } from './create-store';

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

/** ROLE_ADMIN or ROLE_SUPER_ADMIN: the academy console (/admin) is theirs. */
/**
 * A child's account run by a household (api-contract.md, "Households"): children have no e-mail.
 * Its token reaches only the child's calls, so account settings and payments are not offered.
 */
export function isHouseholdChild(user: Pick<User, 'email' | 'authorities'> | null): boolean {
  return !!user && user.email === '' && user.authorities.includes('ROLE_PLAYER');
}

export function isAdminUser(user: Pick<User, 'authorities'> | null): boolean {
  return !!user && user.authorities.some((role) => role === 'ROLE_ADMIN' || role === 'ROLE_SUPER_ADMIN');
}
