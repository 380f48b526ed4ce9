import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isLanguage } from '@academy/contract/constants';
import { getLanguage, setLanguage } from '@/lib/i18n';

/** Spec §2: the home page reads `language` from its address (the mobile app opens it that way). */
export function useLanguageParam(): void {
  const [params] = useSearchParams();
  const requested = params.get('language');
  useEffect(() => {
    if (isLanguage(requested) && requested !== getLanguage()) void setLanguage(requested);
  }, [requested]);
}
