import type { Language } from '@/lib/psu/i18n/pick-language';
import { gettingStartedWordsEn, type GettingStartedWords } from './getting-started-words-en';
import { gettingStartedWordsNb } from './getting-started-words-nb';

const words: Record<Language, GettingStartedWords> = { en: gettingStartedWordsEn, nb: gettingStartedWordsNb };

/** The getting-started page's words in the site's language (D30). */
export function gettingStartedWordsFor(language: Language): GettingStartedWords {
  return words[language];
}
