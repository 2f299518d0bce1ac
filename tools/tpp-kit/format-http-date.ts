import type { ResolvedSigningOptions } from './signing-options';

/** D5: the Date header as RFC 7231 IMF-fixdate, or in the looser shapes real clients send. */
export function formatHttpDate(date: Date, format: ResolvedSigningOptions['dateFormat']): string {
  const imf = date.toUTCString();
  if (format === 'unpadded-day') return imf.replace(/^(\w{3}), 0(\d)/, '$1, $2');
  if (format === 'plus-0000') return imf.replace(/ GMT$/, ' +0000');
  return imf;
}
