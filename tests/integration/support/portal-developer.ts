import { inject } from 'vitest';
import pg from 'pg';
import { newId } from '@/lib/ids/new-id';
import { portalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { hashPortalSessionToken, newPortalSessionToken } from '@/lib/portal/session/portal-session-token';

export type SignedInDeveloper = { developerId: string; email: string; cookie: string; csrfToken: string };

/**
 * A portal developer with a live session, written straight to the database, optionally linked to the TPP with this
 * organizationIdentifier (the TPP row exists once the TPP has sent one signed request). `cookie` goes in a Cookie header,
 * `csrfToken` in the X-CSRF-Token header of a change (the plain token, which the check still accepts; the portal's pages
 * send it masked, D27). `databaseUrl`: outside the test run (the soak benchmark), the database to write to.
 */
export async function signedInDeveloper(
  input: { linkedTo?: string; databaseUrl?: string } = {},
): Promise<SignedInDeveloper> {
  const client = new pg.Client({ connectionString: input.databaseUrl ?? inject('databaseUrl') });
  await client.connect();
  try {
    const developerId = newId();
    const email = `dev-${developerId.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.test`;
    const tpp = input.linkedTo
      ? await client.query<{ id: string }>('SELECT id FROM "Tpp" WHERE "organizationIdentifier" = $1', [input.linkedTo])
      : undefined;
    if (input.linkedTo && !tpp?.rows[0])
      throw new Error(`No TPP ${input.linkedTo}: let it send a signed request first.`);
    await client.query('INSERT INTO "Developer" (id, email, "emailVerifiedAt", "tppId") VALUES ($1, $2, now(), $3)', [
      developerId,
      email,
      tpp?.rows[0]?.id ?? null,
    ]);
    const token = newPortalSessionToken();
    await client.query(
      `INSERT INTO "PortalSession" ("tokenHash", "developerId", expires) VALUES ($1, $2, now() + interval '1 hour')`,
      [hashPortalSessionToken(token), developerId],
    );
    return { developerId, email, cookie: `next-auth.session-token=${token}`, csrfToken: portalCsrfToken(token) };
  } finally {
    await client.end();
  }
}
