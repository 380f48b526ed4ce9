import type { Language } from '@academy/contract';
import type { PrivacyPolicy } from './types';

/** One chunk per language: a visitor downloads only the policy they read. */
const loaders: Record<Language, () => Promise<{ policy: PrivacyPolicy }>> = {
  en: () => import('./en'),
  sv: () => import('./sv'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
};

const cache = new Map<Language, Promise<PrivacyPolicy>>();

/** The same promise for the same language (React's `use` needs that); a failed load is retried next time. */
export function loadPrivacyPolicy(language: Language): Promise<PrivacyPolicy> {
  let pending = cache.get(language);
  if (!pending) {
    pending = loaders[language]().then((module) => module.policy);
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}
