/** The same server and credentials, another database: only the path changes, so a socket folder in `?host=` stays. */
export function withDatabaseName(databaseUrl: string, databaseName: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(databaseName)}`;
  return url.toString();
}
