'use client';

import { useSyncExternalStore } from 'react';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';

const subscribe = () => () => {};

/**
 * D30: the site's language for a client-only page (the error pages): the page's `<html lang>` when it names one the
 * site speaks, else the browser's languages; English before the page is in a browser.
 */
export function useDocumentLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => pickLanguage(document.documentElement.lang, navigator.languages.join(',')),
    () => 'en',
  );
}
