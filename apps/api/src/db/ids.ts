const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are ours only if they are UUIDs; anything else can be answered 404 without a query. */
export const isUuid = (value: string) => UUID.test(value);
