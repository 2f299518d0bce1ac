import { bankDate } from '@/lib/berlin-group/bank-date';

export const trafficPeriods = ['24h', '7d', '30d'] as const;
export type TrafficPeriod = (typeof trafficPeriods)[number];

/** One bar of a chart: its key (a UTC hour as ISO, or an Oslo date) and the instants it covers, `to` exclusive. */
export type TrafficBucket = { key: string; from: Date; to: Date };

const hourMs = 3_600_000;

/**
 * D28: the dashboard's bars, oldest first: the last 24 UTC hours for 24h (the current one included), else the last 7
 * or 30 days of the bank's Oslo calendar (today included), each made of whole UTC hours (Oslo's offset is whole hours).
 */
export function trafficBuckets(period: TrafficPeriod, now: Date): TrafficBucket[] {
  const currentHour = Math.floor(now.getTime() / hourMs) * hourMs;
  if (period === '24h') {
    return Array.from({ length: 24 }, (_, index) => {
      const from = new Date(currentHour - (23 - index) * hourMs);
      return { key: from.toISOString(), from, to: new Date(from.getTime() + hourMs) };
    });
  }
  const days = period === '7d' ? 7 : 30;
  const buckets: TrafficBucket[] = [];
  let hour = currentHour;
  let end = currentHour + hourMs;
  // Walks back hour by hour; a day ends where the hour before has another Oslo date.
  while (buckets.length < days) {
    const date = bankDate(new Date(hour));
    if (bankDate(new Date(hour - hourMs)) !== date) {
      buckets.unshift({ key: date, from: new Date(hour), to: new Date(end) });
      end = hour;
    }
    hour -= hourMs;
  }
  return buckets;
}

/** The period the URL asks for; anything else is the default, 24 hours. */
export function readTrafficPeriod(value: string | string[] | undefined): TrafficPeriod {
  return trafficPeriods.find((period) => period === value) ?? '24h';
}
