import { QueryClientContext } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useAccountSwitchPrompt } from '@/lib/account-switch';
import { useLoadedQueryClient } from '@/lib/query-client-loader';
import { useToasts } from '@/lib/toast-store';

const AccountSwitchDialog = lazy(() => import('@/components/ui/account-switch-dialog'));

/** The question before a link's token replaces another account's session; its code loads only then. */
function AccountSwitchRegion() {
  const prompt = useAccountSwitchPrompt();
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <AccountSwitchDialog prompt={prompt} />
    </Suspense>
  );
}

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The one toast region. Its code (react-bootstrap's Toast and transitions) downloads with the
 * first toast, so pages that never show one do not pay for it; once loaded it stays mounted.
 */
function ToastRegion() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * QueryClientProvider's work for a client whose code arrives later (lib/query-client-loader.ts):
 * the context is there from the start, so the tree below never remounts, and holds the client
 * once it is in. Whatever reads queries loads the client before it renders.
 */
function QueryClientBoundary({ children }: { children: ReactNode }) {
  const client = useLoadedQueryClient() ?? undefined;
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/**
 * Everything the whole app shares: server-state cache, the wait for the first translations
 * (useTranslation suspends until /assets/i18n/{lang}.json is in) and the one toast region.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientBoundary>
      <Suspense
        fallback={<LoadingSpinner className="d-flex justify-content-center align-items-center vh-100" />}
      >
        {children}
        <ToastRegion />
        <AccountSwitchRegion />
      </Suspense>
    </QueryClientBoundary>
  );
}
