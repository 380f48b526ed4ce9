/**
 * The server-state cache (lib/query-client.ts, TanStack Query) downloads when something first needs
 * it, not with the app shell: an anonymous visitor's home page never does (about 11 kB gzip saved
 * from its first download). Who needs it loads it first:
 * - the route table (app/routes.tsx) loads it together with every page chunk except the home page's;
 * - the session loads it before it reads the signed-in user (lib/load-user.ts);
 * - the home page loads it with its signed-in and geolocation parts.
 * The app's provider (app/provider.tsx) hands the client to React as soon as it is in.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createStore, useStore } from './create-store';

const store = createStore<{ client: QueryClient | null }>({ client: null });
type QueryClientModule = typeof import('./query-client');
let loading: Promise<QueryClientModule> | null = null;

/** Called by lib/query-client.ts when it runs, whoever imported it (the loader below, or a test). */
export function setQueryClient(client: QueryClient): void {
  if (store.getState().client !== client) store.setState({ client });
}

/** The client once its code is in, else null (nothing can have been cached yet). */
export function getLoadedQueryClient(): QueryClient | null {
  return store.getState().client;
}

export function useLoadedQueryClient(): QueryClient | null {
  return useStore(store).client;
}

/**
 * Downloads lib/query-client.ts once (its `queryClient` is then also in the provider) and resolves
 * with the module; a failed download is tried again on the next call.
 */
export function loadQueryClient(): Promise<QueryClientModule> {
  loading ??= import('./query-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
