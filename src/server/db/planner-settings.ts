// Planner settings every database connection starts with: PostgreSQL's through the startup
// packet's options, the embedded one's as start parameters (PGlite ignores a startup packet's).
//
// The default cost of a random page read assumes spinning disks, and made the planner scan the
// whole products table rather than use search's trigram index; the embedded database's pages and a
// server's SSD cost alike. Each search used to set it in a transaction of its own, which cost three
// more round trips (BEGIN, the setting, COMMIT) on every search not yet kept, each one a turn of a
// busy main thread.
const SETTINGS = ['random_page_cost=1.1'];

/** As node-postgres's `options` (a PostgreSQL server applies them to the connection). */
export const CONNECTION_OPTIONS = SETTINGS.map((setting) => `-c ${setting}`).join(' ');

/** As PGlite's `startParams`. */
export const PLANNER_START_PARAMS = SETTINGS.flatMap((setting) => ['-c', setting]);
