import { describe, expect, it } from 'vitest';
import { isIsoDate, isIsoDateTime, isoDateSchema, isoDateTimeSchema } from './iso-date';

describe('isIsoDate', () => {
  it.each([
    ['2026-01-14', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-04-30', true],
    ['0001-01-01', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2100-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['0000-01-01', false],
    ['2026-1-14', false],
    ['26-01-14', false],
    ['2026/01/14', false],
    ['20260114', false],
    ['2026-01-14T00:00:00Z', false],
    [' 2026-01-14', false],
    ['', false],
    [20260114, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('isIsoDateTime', () => {
  it.each([
    ['2026-01-14T09:30:00Z', true],
    ['2026-01-14T09:30:00+01:00', true],
    ['2026-07-01T23:59:59-05:30', true],
    ['2026-01-14T09:30:00.123Z', true],
    ['2026-01-14T09:30:00.123456789+02:00', true],
    ['2024-02-29T00:00:00Z', true],
    ['2026-01-14T09:30:00', false],
    ['2026-01-14T09:30Z', false],
    ['2026-01-14 09:30:00Z', false],
    ['2026-01-14t09:30:00z', false],
    ['2026-01-14T24:00:00Z', false],
    ['2026-01-14T09:60:00Z', false],
    ['2026-01-14T09:30:60Z', false],
    ['2026-01-14T09:30:00+0100', false],
    ['2026-01-14T09:30:00+01', false],
    ['2026-01-14T09:30:00.Z', false],
    ['2026-02-30T09:30:00Z', false],
    ['2026-01-14', false],
    [Date.UTC(2026, 0, 14), false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDateTime(value)).toBe(expected);
  });
});

describe('zod schemas', () => {
  it.each([
    [isoDateSchema, '2024-02-29', true],
    [isoDateSchema, '2023-02-29', false],
    [isoDateSchema, 5, false],
    [isoDateTimeSchema, '2026-01-14T09:30:00+01:00', true],
    [isoDateTimeSchema, '2026-01-14T09:30:00', false],
  ])('%#: %j → %s', (schema, value, expected) => {
    expect(schema.safeParse(value).success).toBe(expected);
  });

  it('explains the expected form', () => {
    expect(isoDateSchema.safeParse('14.01.2026').error?.issues[0]?.message).toBe(
      'Expected a date in the form YYYY-MM-DD',
    );
  });
});
