import type { Language } from '@/lib/psu/i18n/pick-language';

/** The words of the site's "not found" and error pages (D30: English or Norwegian bokmål, as the rest of the site). */
export type ErrorPageWords = {
  notFoundTitle: string;
  notFoundCode: string;
  notFoundHeading: string;
  notFoundText: string;
  errorTitle: string;
  errorHeading: string;
  errorText: string;
  tryAgain: string;
  waysBack: string;
  home: string;
  portal: string;
};

export const errorPageWords: Record<Language, ErrorPageWords> = {
  en: {
    notFoundTitle: 'Page not found',
    notFoundCode: 'Error 404',
    notFoundHeading: 'We could not find that page',
    notFoundText: 'The address may be mistyped, or the page may have moved or no longer exist.',
    errorTitle: 'Something went wrong',
    errorHeading: 'Something went wrong on our side',
    errorText: 'The page could not be shown. Try again; if it keeps happening, come back a little later.',
    tryAgain: 'Try again',
    waysBack: 'Ways on',
    home: 'Go to the home page',
    portal: 'Go to the developer portal',
  },
  nb: {
    notFoundTitle: 'Fant ikke siden',
    notFoundCode: 'Feil 404',
    notFoundHeading: 'Vi fant ikke denne siden',
    notFoundText: 'Adressen kan være skrevet feil, eller siden kan være flyttet eller finnes ikke lenger.',
    errorTitle: 'Noe gikk galt',
    errorHeading: 'Noe gikk galt hos oss',
    errorText: 'Siden kunne ikke vises. Prøv igjen; skjer det flere ganger, kan du prøve litt senere.',
    tryAgain: 'Prøv igjen',
    waysBack: 'Veien videre',
    home: 'Gå til forsiden',
    portal: 'Gå til utviklerportalen',
  },
};
