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
  readDatasetTail,
  replaceDataRevisionCurves,
  replaceDataRevisionTail,
} from './curves.repository';
export { DEPTH_CURVE, type DataCurve, type Dataset, type DatasetTail } from './dataset';
export { columnsEncodedOnThisThread, decodeColumn, encodeColumn, hashColumns, type BlobEncoding, type EncodedColumn } from './curve-codec';
