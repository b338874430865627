import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded database (the app's
 * and the migrations' shadow): PGlite ships contrib extensions but loads only those it is given.
 * unaccent: the community search's accent-insensitive configuration.
 */
export const pgliteExtensions = { unaccent };
