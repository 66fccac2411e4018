import { LasError } from './errors';
import type { LasFile } from './types';

/**
 * Throws, naming the file's data sets with their rows and index, when no data set of the file is indexed by
 * depth (rig-site LAS 3.0 files of pressure tests, or drilling data by time): such a file has no log to graph,
 * and loading it anyway would make a project of seconds or phase numbers drawn as feet.
 */
export function requireDepthLog(las: LasFile): void {
  if (las.depthIndexed && las.rowCount > 0) return;
  const main = las.dataSection;
  const sets = [
    ...(main ? [{ title: main.title, rows: las.rowCount, index: las.curves[0]?.header, line: main.line }] : []),
    ...(las.dataSets ?? []).map((d) => ({ title: d.title, rows: d.rowCount, index: d.curves[0]?.header, line: d.line ?? 0 })),
  ].sort((a, b) => a.line - b.line);
  if (sets.length === 0) throw new LasError('the file has no data section (~A or ~Log_Data): there is no log to load');
  const list = sets
    .map(
      (s) =>
        `${s.title} (${s.rows} row${s.rows === 1 ? '' : 's'}, index ${s.index ? `${s.index.mnemonic}${s.index.unit ? ` in ${s.index.unit}` : ''}` : 'none'})`,
    )
    .join('; ');
  if (!las.depthIndexed) {
    throw new LasError(
      `no data set of this file is indexed by depth: ${list}. A log needs a first curve in a depth unit (ft, m) or named DEPT, DEPTH or MD`,
      { line: sets[0].line, section: sets[0].title },
    );
  }
  throw new LasError(`the data section has no rows: ${list}`, { line: sets[0].line, section: sets[0].title });
}
