// The projects feature's public face: its routes, and the project writes and metadata helpers the
// data features (imports, revisions, exports, demo) build on.
export { projectsRoutes } from './plugin';
export { createProject } from './projects.service';
export { saveMetadata } from './metadata.service';
export { checkLandingPoint } from './landing-point';
export { depthRange } from './las-upload';
export { readLasAsItArrives, readUploadedLas, type ReadUpload } from './las-parse.pool';
export { asDoc, historyDepths, stableJson, toNumberOrNull, type HistoryDepths, type MetadataDoc } from './metadata';
export { findMetadataDepthFields, findMetadataRevision, listSnippets } from './projects.repository';
export {
  appendCopyOfDataRevision,
  appendDataRevision,
  appendMetadataRevision,
  markDataRevisionSealed,
  rewriteUnsealedDataRevision,
} from './revision-writer';
export { prepareUpload } from './uploads';
