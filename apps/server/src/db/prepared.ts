import type { Db } from './database';

/**
 * A prepared query made once per database and kept: a named statement is parsed and planned by
 * PostgreSQL once per connection instead of on every call, and drizzle builds its SQL once
 * (decision 0017). Kept per database because a prepared query belongs to the driver it was made on.
 */
export function preparedPerDatabase<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let query = made.get(db);
    if (query === undefined) {
      query = prepare(db);
      made.set(db, query);
    }
    return query;
  };
}
