import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { queryClient } from '@/lib/query-client';
import { useToasts } from '@/lib/toast-store';

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
 * Everything the whole app shares: server-state cache, the wait for the first translations
 * (useTranslation suspends until /assets/i18n/{lang}.json is in) and the one toast region.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense
        fallback={<LoadingSpinner className="d-flex justify-content-center align-items-center vh-100" />}
      >
        {children}
        <ToastRegion />
      </Suspense>
    </QueryClientProvider>
  );
}
