import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { issuePortalToken } from '@/lib/portal/account/portal-token';
import { waitFor } from '@/tests/integration/support/wait-for';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';

// D33: an error a page or a non-XS2A route throws reaches the log as one JSON line with its route, its kind and its
// frames, never its message: Next.js itself wrote it to stderr with the message, and a database error's message quotes
// the query's values. Here the database refuses to verify one address with an error quoting it, as a constraint or a
// trigger's error would; the portal's verification link meets it, uncaught, on an instance of the production build.
let instance: AppInstance;
let dataDir: string;
const marker = `leak-${newId().toLowerCase()}`;

beforeAll(async () => {
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION "refuse_leak_test_verification"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.email LIKE 'leak-%' THEN RAISE EXCEPTION 'cannot verify %', NEW.email; END IF;
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE TRIGGER "refuse_leak_test_verification" BEFORE UPDATE ON "Developer" FOR EACH ROW EXECUTE FUNCTION "refuse_leak_test_verification"()`,
  );
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-server-error-log-'));
  instance = await startAppInstance({ databaseUrl: inject('databaseUrl'), dataDir });
});

afterAll(async () => {
  await instance?.stop();
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS "refuse_leak_test_verification" ON "Developer"`);
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS "refuse_leak_test_verification"()`);
  await db.developer.deleteMany({ where: { email: { startsWith: marker } } });
  await db.$disconnect();
  await rm(dataDir, { recursive: true, force: true });
});

type LogLine = {
  level?: string;
  msg?: string;
  route?: string;
  routeType?: string;
  method?: string;
  error?: Record<string, unknown>;
  errors?: unknown[];
};
const jsonLines = () =>
  instance
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

describe('an error a portal route throws', () => {
  it('is logged as one JSON line with its route, kind and frames, and its message reaches neither stdout nor stderr', async () => {
    const email = `${marker}@example.test`;
    const developer = await db.developer.create({ data: { id: newId(), email }, select: { id: true } });
    const token = await issuePortalToken({
      kind: 'EMAIL_VERIFICATION',
      developerId: developer.id,
      email,
      now: new Date(),
    });

    const response = await fetch(`${instance.baseUrl}/portal/verify-email?token=${token}`, { redirect: 'manual' });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(marker);

    const failed = await waitFor(
      async () =>
        jsonLines().find((line) => line.msg === 'request failed' && line.route === '/portal/verify-email') ?? null,
    );
    expect(failed).toMatchObject({
      level: 'error',
      method: 'GET',
      routeType: 'route',
      error: { name: expect.any(String) },
    });
    expect(failed.error).not.toHaveProperty('message');
    expect((failed.error?.frames as string[]).length).toBeGreaterThan(0);
    // Next.js's own line about the same error is not written beside it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(jsonLines().filter((line) => line.msg === 'server error')).toEqual([]);
    expect(instance.output()).not.toContain(marker);
    expect(instance.output()).not.toContain('cannot verify');
    expect(instance.output()).not.toContain(token);
  });
});
