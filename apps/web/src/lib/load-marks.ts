// The steps of a page load after the app starts (`mudstack:app-start`, app/app-start.ts), each marked on the page's
// performance timeline the first time it happens: the workspace bench reads them to say where a first visit's
// time goes (bench/workspace.bench.ts). A mark costs a few microseconds; none is set twice in one page load.

export type LoadMark =
  /** The workspace renders its page for the first time, with the project, its settings and its configuration. */
  | 'mudstack:workspace-render'
  /** A section's graphs render with data for the first time (an overview or every row). */
  | 'mudstack:graphs-render'
  /** The first chart is made (its uPlot created). */
  | 'mudstack:charts-create'
  /** A large well's overview has been painted: its every row is asked for now (SectionGraphs). */
  | 'mudstack:overview-painted';

const marked = new Set<LoadMark>();

/** Marks `name` on the page's timeline, the first time only. */
export function markOnce(name: LoadMark): void {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(name);
}
