import pg from 'pg';

/** The id the service gave the TPP with this organizationIdentifier on its first call (D3). */
export async function findTppId(databaseUrl: string, organizationIdentifier: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>('SELECT "id" FROM "Tpp" WHERE "organizationIdentifier" = $1', [
      organizationIdentifier,
    ]);
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`No TPP ${organizationIdentifier}`);
    return id;
  } finally {
    await client.end();
  }
}
