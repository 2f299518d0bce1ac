import { isResourceId } from '@/lib/ids/is-resource-id';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';

export type FindSandboxRowOrThrowInput<Row> = {
  id: string;
  resource: Parameters<typeof resourceUnknown>[0];
  find: () => Promise<Row | null>;
};

/** The row `find` reads for a well-formed id, or 404 RESOURCE_UNKNOWN (D4); a malformed id never reaches the database. */
export async function findSandboxRowOrThrow<Row>(input: FindSandboxRowOrThrowInput<Row>): Promise<Row> {
  const row = isResourceId(input.id) ? await input.find() : null;
  if (!row) throw resourceUnknown(input.resource);
  return row;
}
