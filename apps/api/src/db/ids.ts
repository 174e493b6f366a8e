const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are ours only if they are UUIDs; anything else can be answered 404 without a query. */
export const isUuid = (value: string) => UUID.test(value);

/**
 * The row a read by id finds, or the caller's not-found error: an id that is not a UUID is not looked up,
 * and a row that is someone else's is not found either (`read` asks for the owner too).
 */
export async function foundById<Row>(id: string, notFound: () => Error, read: () => Promise<Row[]>): Promise<Row> {
  const [row] = isUuid(id) ? await read() : [];
  if (row === undefined) throw notFound();
  return row;
}
