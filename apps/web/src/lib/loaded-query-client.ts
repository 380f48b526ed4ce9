/**
 * Which query client is in (lib/query-client-loader.ts explains why it downloads late). Its own
 * file, below both the loader and the client, so that neither imports the other back.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createStore, useStore } from './create-store';

const store = createStore<{ client: QueryClient | null }>({ client: null });

/** Called by lib/query-client.ts when it runs, whoever imported it (the loader, a page, or a test). */
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
