import { queryOptions } from '@tanstack/react-query';
import { config } from './config';
import type { Language } from '@academy/contract';

/** The terms exist in sv, pt and fr; every other language reads the English text (spec §7). */
export function termsLanguage(language: string | undefined): Language {
  return language === 'sv' || language === 'pt' || language === 'fr' ? language : 'en';
}

export function termsUrl(language: Language): string {
  return `${config.termsBaseUrl.replace(/\/+$/, '')}/${language}.txt`;
}

/**
 * Plain fetch, not the api client: the file is not an API call (the client would put it under
 * /api), it may live on another origin, and a failure must not raise a toast (spec §8: only logged).
 */
export async function fetchTermsText(language: Language, signal?: AbortSignal): Promise<string> {
  const url = termsUrl(language);
  const response = await fetch(url, { signal, headers: { Accept: 'text/plain' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  // A missing file behind a single-page-app fallback comes back as the app's HTML.
  if ((response.headers.get('Content-Type') ?? '').includes('text/html')) {
    throw new Error(`GET ${url} answered an HTML page instead of the terms text`);
  }
  return response.text();
}

/** Shared by the terms page and any other place that shows the terms (such as sign-up). */
export function termsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['terms', language],
    queryFn: ({ signal }) => fetchTermsText(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // One quick second try for a network blip, then the fallback line: never minutes of spinner.
    retry: (failureCount, error) => failureCount < 1 && error instanceof TypeError,
  });
}
