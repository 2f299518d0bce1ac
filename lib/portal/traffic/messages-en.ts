/** The dashboard's traffic charts in English, the default (D28). */
export const trafficMessagesEn = {
  heading: 'Your traffic',
  intro:
    'Your TPP’s authenticated calls, counted as they are logged. Each bar opens the matching calls in the request inspector.',
  periodLabel: 'Period',
  periods: { '24h': '24 hours', '7d': '7 days', '30d': '30 days' },
  requestsHeading: 'Requests by operation',
  refusalsHeading: 'Refusals by error code',
  durationsHeading: 'Duration, p50 and p95',
  durationsNote:
    'Durations are counted in fixed ranges, so p50 and p95 show the upper end of the range they fall in (“at most”).',
  time: 'Time',
  total: 'Total',
  noOperation: '(none)',
  none: 'No calls in this period.',
  noRefusals: 'No refusals in this period.',
  tableOf: (chart: string) => `${chart}, as a table`,
  requestsLabel: (operation: string, time: string, count: number) =>
    `${operation}, ${time}: ${count === 1 ? '1 request' : `${count} requests`}`,
  refusalsLabel: (code: string, time: string, count: number) =>
    `${code}, ${time}: ${count === 1 ? '1 refusal' : `${count} refusals`}`,
  durationLabel: (time: string, p50: string, p95: string) => `${time}: p50 ${p50}, p95 ${p95}`,
  atMost: (milliseconds: number) => `≤ ${milliseconds} ms`,
  over: (milliseconds: number) => `> ${milliseconds} ms`,
};

export type TrafficMessages = typeof trafficMessagesEn;
