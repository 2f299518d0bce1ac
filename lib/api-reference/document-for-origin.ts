type ServedDocument = { servers?: { url: string; variables?: Record<string, { default: string }> }[] };

/** The OpenAPI document with the API base its reader uses (the request's origin) as the server's default. */
export function documentForOrigin<Document extends ServedDocument>(document: Document, origin: string): Document {
  return {
    ...document,
    servers: (document.servers ?? []).map((server) => ({
      ...server,
      variables: Object.fromEntries(
        Object.entries(server.variables ?? {}).map(([name, variable]) => [
          name,
          name === 'base' ? { ...variable, default: origin } : variable,
        ]),
      ),
    })),
  };
}
