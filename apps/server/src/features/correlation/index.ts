// The correlation feature's public face: wells side by side.
export { correlationRoutes } from './correlation.routes';
export { compareWells, tvdAxisOf, viewable as viewableWell, wellAsShown } from './correlation.service';
