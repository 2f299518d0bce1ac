import type { TrafficMessages } from './messages-en';

/** Trafikkdiagrammene på oversikten på norsk bokmål (D28). */
export const trafficMessagesNb: TrafficMessages = {
  heading: 'Trafikken din',
  intro:
    'De autentiserte kallene til TPP-en din, telt etter hvert som de logges. Hver søyle åpner de samme kallene under Forespørsler.',
  periodLabel: 'Periode',
  periods: { '24h': '24 timer', '7d': '7 dager', '30d': '30 dager' },
  requestsHeading: 'Forespørsler per operasjon',
  refusalsHeading: 'Avvisninger per feilkode',
  durationsHeading: 'Varighet, p50 og p95',
  durationsNote:
    'Varighetene telles i faste intervaller, så p50 og p95 viser øvre grense for intervallet de havner i («høyst»).',
  time: 'Tid',
  total: 'Totalt',
  noOperation: '(ingen)',
  none: 'Ingen kall i denne perioden.',
  noRefusals: 'Ingen avvisninger i denne perioden.',
  tableOf: (chart: string) => `${chart}, som tabell`,
  requestsLabel: (operation: string, time: string, count: number) =>
    `${operation}, ${time}: ${count === 1 ? '1 forespørsel' : `${count} forespørsler`}`,
  refusalsLabel: (code: string, time: string, count: number) =>
    `${code}, ${time}: ${count === 1 ? '1 avvisning' : `${count} avvisninger`}`,
  durationLabel: (time: string, p50: string, p95: string) => `${time}: p50 ${p50}, p95 ${p95}`,
  atMost: (milliseconds: number) => `≤ ${milliseconds} ms`,
  over: (milliseconds: number) => `> ${milliseconds} ms`,
};
