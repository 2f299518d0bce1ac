import type { Measurement } from './measure';

/** A Markdown table of the measurements, ready for the README's "Performance" section. */
export function printTable(measurements: Measurement[]): void {
  const ms = (value: number) => value.toFixed(1);
  console.log('| Operation | Runs | Median (ms) | p95 (ms) | p99 (ms) | Min (ms) | Max (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const m of measurements)
    console.log(
      `| ${m.name} | ${m.runs} | ${ms(m.median)} | ${ms(m.p95)} | ${ms(m.p99)} | ${ms(m.min)} | ${ms(m.max)} |`,
    );
}
