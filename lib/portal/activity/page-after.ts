export const activityPageSize = 25;

export type PageAfterInput<Row> = {
  /** The previous page's last id, as the URL gave it. */
  after?: string;
  /** The TPP's own row with that id, or null: a cursor of another TPP starts at the first page. */
  findOwn: (id: string) => Promise<{ id: string } | null>;
  /** The TPP's rows newest first (createdAt, then id), from after `cursor` when given, at most `take`. */
  findRows: (page: { cursor?: { id: string }; skip?: number; take: number }) => Promise<Row[]>;
};

/** D27: one page of a TPP's own rows (keyset paging on createdAt and id) and whether older ones follow. */
export async function pageAfter<Row>(input: PageAfterInput<Row>): Promise<{ rows: Row[]; hasMore: boolean }> {
  const cursor = input.after ? await input.findOwn(input.after.slice(0, 64)) : null;
  const rows = await input.findRows({
    ...(cursor && { cursor: { id: cursor.id }, skip: 1 }),
    take: activityPageSize + 1,
  });
  return { rows: rows.slice(0, activityPageSize), hasMore: rows.length > activityPageSize };
}
