// The live feed's public face: its routes (ingest, the Live feed panel's calls, the events stream).
export { liveRoutes } from './live.routes';
