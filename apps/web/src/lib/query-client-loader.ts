/**
 * The server-state cache (lib/query-client.ts, TanStack Query) downloads when something first needs
 * it, not with the app shell: an anonymous visitor's home page never does (about 11 kB gzip saved
 * from its first download). Who needs it loads it first:
 * - the route table (app/routes.tsx) loads it together with every page chunk except the home page's;
 * - the session loads it before it reads the signed-in user (lib/load-user.ts);
 * - the home page loads it with its signed-in and geolocation parts.
 * The app's provider (app/provider.tsx) hands the client to React as soon as it is in.
 */
export { getLoadedQueryClient, useLoadedQueryClient } from './loaded-query-client';

type QueryClientModule = typeof import('./query-client');
let loading: Promise<QueryClientModule> | null = null;

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
