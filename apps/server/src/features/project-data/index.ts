// The project data feature's public face: the data endpoint, and the stored curves every data
// feature reads and writes.
export { projectDataRoutes } from './project-data.routes';
export {
  DEPTH_CURVE,
  copyDataRevision,
  findDataRevision,
  insertDataRevision,
  listCurveInfos,
  readDataset,
  type DataCurve,
  type Dataset,
} from './curves.repository';
