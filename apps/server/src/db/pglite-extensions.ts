import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create, which PGlite must load whenever it opens the database
 * (it ships PostgreSQL's contrib ones as separate bundles; PostgreSQL has them installed): pg_trgm
 * for the reviews list's search (drizzle/0008, decision 0028). Every PGlite the server opens on its data
 * (the server, backup and restore) is given these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
