import type { Db } from './client.js';

/**
 * A query built and prepared once per database, for the reads every page load makes. Drizzle builds a
 * query's SQL afresh on every call, which costs more than the rest of a simple read; a prepared query
 * skips that, and PostgreSQL parses it once per connection. Give each a name no other query uses.
 */
export function preparedQuery<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) byDb.set(db, (query = prepare(db)));
    return query;
  };
}
