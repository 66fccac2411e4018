import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's folder (apps/server). This module runs from the sources (apps/server/src/paths.ts)
 * or bundled into apps/server/dist/*.js: both are one folder below it.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built web app the server serves (unless WEB_DIST names another). */
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');
