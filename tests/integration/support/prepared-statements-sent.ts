import type pg from 'pg';
import { vi } from 'vitest';
import { getPool } from '@/lib/db';

/**
 * The statements `run` sends through the raw-SQL pool (D31) whose text contains `marker`: each one's prepared name
 * (undefined when sent unnamed, so planned on every call) and its text.
 */
export async function preparedStatementsSent(
  marker: string,
  run: () => Promise<unknown>,
): Promise<{ name: string | undefined; text: string }[]> {
  const query = vi.spyOn(getPool(), 'query');
  try {
    await run();
    return query.mock.calls
      .map(([config]) => config as unknown as pg.QueryConfig)
      .filter((config) => typeof config === 'object' && config.text.includes(marker))
      .map((config) => ({ name: config.name, text: config.text }));
  } finally {
    query.mockRestore();
  }
}
