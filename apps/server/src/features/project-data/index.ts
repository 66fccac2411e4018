// The project data feature's public face: the data endpoint, and the stored curves every data
// feature reads and writes.
export { projectDataRoutes } from './project-data.routes';
export {
  copyDataRevision,
  deleteUnusedBlobs,
  findDataRevision,
  holdStoredColumns,
  insertDataRevision,
  listCurveInfos,
  readDataset,
  replaceDataRevisionCurves,
} from './curves.repository';
export { DEPTH_CURVE, type DataCurve, type Dataset } from './dataset';
export { columnsEncodedOnThisThread, decodeColumn, encodeColumn, hashColumns, type BlobEncoding, type EncodedColumn } from './curve-codec';
