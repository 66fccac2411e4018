// Constants of the contract that need no zod: the web page's early script (apps/web/src/lib/early-calls.ts) reads
// them before the app's libraries, zod among them, have loaded. The index exports them with the rest.

/** The id of the built-in default configuration, defined in code and never stored. */
export const BUILTIN_CONFIG_ID = 0;

/**
 * The longest series list (comma-joined, URL-encoded) the data endpoint takes in its path: the
 * server's router limit, and what the web client splits longer lists by.
 */
export const MAX_SERIES_PATH_LENGTH = 2000;
