import Link from 'next/link';
import type { TrafficBar, TrafficCharts as Charts } from '@/lib/portal/traffic/read-traffic-charts';
import type { TrafficMessages } from '@/lib/portal/traffic/messages-en';
import { trafficPeriods } from '@/lib/portal/traffic/traffic-buckets';
import { trafficInspectorHref } from '@/lib/portal/traffic/traffic-inspector-href';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { dateTimeFormat } from '@/lib/web/intl-formats';

// Fill colours as SVG attributes: the portal's CSP allows no style attributes.
const colours = ['#1d4ed8', '#d97706', '#047857', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#475569'];
const locales: Record<Language, string> = { en: 'en-GB', nb: 'nb-NO' };
const chartHeight = 160;

type Series = {
  name: string;
  label: string;
  count: (bar: TrafficBar) => number;
  href: (bar: TrafficBar) => string | null;
};

/** D28: the dashboard's charts of the TPP's own traffic, each an SVG with its table; the period is in the URL. */
export function TrafficCharts({
  charts,
  messages,
  language,
}: {
  charts: Charts;
  messages: TrafficMessages;
  language: Language;
}) {
  const time = barTime(charts, language);
  const operations: Series[] = charts.operations.map((operation) => ({
    name: operation,
    label: operation || messages.noOperation,
    count: (bar) => bar.byOperation[operation] ?? 0,
    href: (bar) => (operation ? trafficInspectorHref(bar, { operation }) : null),
  }));
  const codes: Series[] = charts.codes.map((code) => ({
    name: code,
    label: code,
    count: (bar) => bar.byCode[code] ?? 0,
    href: (bar) => trafficInspectorHref(bar, { code }),
  }));
  return (
    <section aria-labelledby="traffic-heading" className="mt-10">
      <h2 id="traffic-heading" className="text-xl font-bold tracking-tight">
        {messages.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{messages.intro}</p>
      <nav aria-label={messages.periodLabel} className="mt-3 flex flex-wrap gap-2">
        {trafficPeriods.map((period) => (
          <Link
            key={period}
            href={`/portal?period=${period}`}
            aria-current={period === charts.period ? 'page' : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ring-slate-300 ${period === charts.period ? 'bg-bank-700 text-white' : 'bg-white text-bank-700 underline'}`}
          >
            {messages.periods[period]}
          </Link>
        ))}
      </nav>
      {[
        {
          id: 'traffic-requests',
          heading: messages.requestsHeading,
          empty: messages.none,
          series: operations,
          label: messages.requestsLabel,
        },
        {
          id: 'traffic-refusals',
          heading: messages.refusalsHeading,
          empty: messages.noRefusals,
          series: codes,
          label: messages.refusalsLabel,
        },
      ].map((chart) => (
        <StackedChart key={chart.id} {...chart} charts={charts} time={time} messages={messages} />
      ))}
      <DurationChart charts={charts} time={time} messages={messages} />
    </section>
  );
}

function StackedChart(props: {
  id: string;
  heading: string;
  empty: string;
  series: Series[];
  charts: Charts;
  time: (bar: TrafficBar) => string;
  messages: TrafficMessages;
  label: (name: string, time: string, count: number) => string;
}) {
  const { id, heading, series, charts, time, messages } = props;
  const totals = charts.bars.map((bar) => series.reduce((sum, one) => sum + one.count(bar), 0));
  const highest = Math.max(0, ...totals);
  return (
    <ChartSection id={id} heading={heading}>
      {highest === 0 ? (
        <p className="text-sm text-slate-700">{props.empty}</p>
      ) : (
        <>
          <figure>
            <ChartSvg id={id} bars={charts.bars.length}>
              {charts.bars.map((bar, index) => {
                let top = chartHeight;
                return series.map((one, seriesIndex) => {
                  const count = one.count(bar);
                  if (count === 0) return null;
                  const height = (count / highest) * chartHeight;
                  top -= height;
                  const rect = (
                    <rect
                      x={index * 10 + 1}
                      y={top}
                      width={8}
                      height={height}
                      fill={colours[seriesIndex % colours.length]}
                    />
                  );
                  const href = one.href(bar);
                  const label = props.label(one.label, time(bar), count);
                  return href ? (
                    <a key={one.name} href={href} aria-label={label}>
                      <title>{label}</title>
                      {rect}
                    </a>
                  ) : (
                    <g key={one.name}>
                      <title>{label}</title>
                      {rect}
                    </g>
                  );
                });
              })}
            </ChartSvg>
            <Axis charts={charts} time={time} />
            <figcaption>
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {series.map((one, index) => (
                  <li key={one.name} className="flex items-center gap-1">
                    <svg aria-hidden width="12" height="12" viewBox="0 0 12 12">
                      <rect width="12" height="12" fill={colours[index % colours.length]} />
                    </svg>
                    {one.label}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <ChartTable caption={messages.tableOf(heading)}>
            <thead>
              <tr>
                <th scope="col">{messages.time}</th>
                <th scope="col">{messages.total}</th>
                {series.map((one) => (
                  <th key={one.name} scope="col">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {charts.bars.map((bar, index) => (
                <tr key={bar.key}>
                  <th scope="row">{time(bar)}</th>
                  <td>{totals[index]}</td>
                  {series.map((one) => (
                    <td key={one.name}>
                      <CountLink count={one.count(bar)} href={one.href(bar)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ChartTable>
        </>
      )}
    </ChartSection>
  );
}

function DurationChart({
  charts,
  time,
  messages,
}: {
  charts: Charts;
  time: (bar: TrafficBar) => string;
  messages: TrafficMessages;
}) {
  const finite = (value: number | null) => (value === null ? 0 : Number.isFinite(value) ? value : 0);
  const highest = Math.max(0, ...charts.bars.map((bar) => finite(bar.p95)));
  const scale = (value: number | null) =>
    value === null ? 0 : Number.isFinite(value) ? (value / (highest * 1.1)) * chartHeight : chartHeight;
  const shown = (value: number | null) =>
    value === null ? '–' : Number.isFinite(value) ? messages.atMost(value) : messages.over(highest || 10000);
  return (
    <ChartSection id="traffic-durations" heading={messages.durationsHeading}>
      {charts.bars.every((bar) => bar.p50 === null) ? (
        <p className="text-sm text-slate-700">{messages.none}</p>
      ) : (
        <>
          <figure>
            <ChartSvg id="traffic-durations" bars={charts.bars.length}>
              {charts.bars.map((bar, index) => {
                if (bar.p50 === null) return null;
                const label = messages.durationLabel(time(bar), shown(bar.p50), shown(bar.p95));
                return (
                  <a key={bar.key} href={trafficInspectorHref(bar)} aria-label={label}>
                    <title>{label}</title>
                    {[
                      { value: bar.p95, inset: 1, fill: '#93c5fd' },
                      { value: bar.p50, inset: 3, fill: '#1d4ed8' },
                    ].map(({ value, inset, fill }) => (
                      <rect
                        key={inset}
                        x={index * 10 + inset}
                        y={chartHeight - scale(value)}
                        width={10 - 2 * inset}
                        height={scale(value)}
                        fill={fill}
                      />
                    ))}
                  </a>
                );
              })}
            </ChartSvg>
            <Axis charts={charts} time={time} />
            <figcaption className="mt-2 text-sm text-slate-700">{messages.durationsNote}</figcaption>
          </figure>
          <ChartTable caption={messages.tableOf(messages.durationsHeading)}>
            <thead>
              <tr>
                <th scope="col">{messages.time}</th>
                <th scope="col">p50</th>
                <th scope="col">p95</th>
              </tr>
            </thead>
            <tbody>
              {charts.bars.map((bar) => (
                <tr key={bar.key}>
                  <th scope="row">
                    {bar.p50 === null ? (
                      time(bar)
                    ) : (
                      <a href={trafficInspectorHref(bar)} className="text-bank-700 underline">
                        {time(bar)}
                      </a>
                    )}
                  </th>
                  <td>{shown(bar.p50)}</td>
                  <td>{shown(bar.p95)}</td>
                </tr>
              ))}
            </tbody>
          </ChartTable>
        </>
      )}
    </ChartSection>
  );
}

/** A chart's drawing: one 10-unit column per bar, stretched to the width; labelled by its section's heading. */
function ChartSvg({ id, bars, children }: { id: string; bars: number; children: React.ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${bars * 10} ${chartHeight}`}
      preserveAspectRatio="none"
      className="h-40 w-full rounded bg-slate-50"
      aria-labelledby={`${id}-heading`}
      role="group"
    >
      {children}
    </svg>
  );
}

function ChartSection({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-chart={id}
    >
      <h3 id={`${id}-heading`} className="mb-3 font-semibold">
        {heading}
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">{children}</div>
    </section>
  );
}

function ChartTable({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="max-h-80 overflow-auto">
      <table className="w-full text-left text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1 [&_th]:whitespace-nowrap">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function CountLink({ count, href }: { count: number; href: string | null }) {
  if (count === 0 || !href) return <>{count}</>;
  return (
    <a href={href} className="text-bank-700 underline">
      {count}
    </a>
  );
}

function Axis({ charts, time }: { charts: Charts; time: (bar: TrafficBar) => string }) {
  const first = charts.bars[0];
  const last = charts.bars.at(-1);
  return (
    <div aria-hidden className="mt-1 flex justify-between text-xs text-slate-700">
      <span>{first && time(first)}</span>
      <span>{last && time(last)}</span>
    </div>
  );
}

/** A bar's time in Oslo: its hour ("28 Nov, 09:00") for 24 hours, its date ("28 Nov") for days. */
function barTime(charts: Charts, language: Language): (bar: TrafficBar) => string {
  const format = dateTimeFormat(locales[language], {
    timeZone: 'Europe/Oslo',
    day: 'numeric',
    month: 'short',
    ...(charts.period === '24h' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  });
  return (bar) => format.format(bar.from);
}
