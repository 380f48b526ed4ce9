import type { LiveFees } from '@academy/contract';
import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '../api-client';

/** Loaded once per page visit (the server caches it a minute); a failure is tried again on demand. */
let pending: Promise<LiveFees> | null = null;

function loadLiveFees(): Promise<LiveFees> {
  pending ??= apiGet<LiveFees>('/v1/prices', { silent: true }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * `GET /v1/prices`: the fees new subscriptions pay now (the console changes them; no page hard-codes
 * one). A plain request, not TanStack Query: an anonymous visitor's home page never downloads that.
 */
export function useLiveFees(enabled: boolean) {
  const [state, setState] = useState<{ fees: LiveFees['fees'] | null; failed: boolean }>({
    fees: null,
    failed: false,
  });
  const load = useCallback(() => {
    setState((s) => ({ ...s, failed: false }));
    loadLiveFees().then(
      (live) => setState({ fees: live.fees, failed: false }),
      () => setState({ fees: null, failed: true }),
    );
  }, []);
  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);
  return { ...state, retry: load };
}

/** Tests: forget the loaded fees. */
export function resetLiveFees() {
  pending = null;
}
