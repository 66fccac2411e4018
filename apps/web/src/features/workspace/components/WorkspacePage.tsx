import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { projectAccessAllows } from '@mudstack/core';
import type { CurveInfo, GraphConfig, LiveFeed, Metadata, ProjectDetail, Viewer } from '@mudstack/contracts';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import { notify } from '../../../lib/notify';
import { markOnce } from '../../../lib/load-marks';
import { usePdfExport } from '../../../components/exports/use-pdf-export';
import { useAutosave } from '../hooks/use-autosave';
import { useFollow } from '../hooks/use-follow';
import { useProjectEvents } from '../hooks/use-project-events';
import { useLiveFeed } from '../../../lib/api/live-feed';
import { hasLiveFeed, LiveSilentNotice, WorkspaceLive } from './LiveStatus';
import { WorkspaceStateContext, type WorkspaceStore } from '../hooks/use-workspace-state';
import { AnnotateModeContext } from '../hooks/use-annotate-mode';
import { WorkspaceConfigContext } from '../hooks/use-save-graph-scale';
import { useSaveShortcut, useWorkspaceData } from '../hooks/use-workspace-data';
import { statusText } from '../model/workspace-state';
import { useTrackSizes, type TrackSizes } from '../hooks/use-track-sizes';
import { useViewUrl } from '../hooks/use-view-url';
import { graphsForSection, hasLateral, workspaceLayout, type Section } from '../../../lib/graph-sections';
import { DepthUnitProvider, useProjectDepthDisplay, type DepthDisplay } from '../../../lib/depth-unit';
import { goToDepth } from '../model/view-url';
import { RestoreProjectModal, RevisionModeModal } from './RevisionMode';
import { InterpretationPanel, type InterpretationKind } from './InterpretationPanel';
import { SectionGraphs } from './SectionGraphs';
import { prefetchGraphData } from '../api/prefetch-graph-data';
import { WorkspaceNavbar } from './WorkspaceNavbar';
import { WorkspaceSidePanel } from './WorkspaceSidePanel';
import { WorkspaceToolbar } from './WorkspaceToolbar';
import classes from './workspace.module.css';

export const NO_ACCESS_TITLE = "You don't have access to this project";
export const ACCESS_LOST_TEXT = 'Your access to this project was removed. Ask a project admin if you still need it.';

/** `/projects/:projectId?dr&mdr&config`: the project workspace with its stacked depth graphs. */
export function WorkspacePage() {
  const data = useWorkspaceData();
  const { projectId, dr, mdr, pastRevision, configId, project, metadata, config, state, canWrite } = data;
  // One window per section; both live as long as the page so tabs keep their zoom.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- another project gets hubs of its own (projectId is the key, not an input)
  const hubs = useMemo(() => ({ vertical: new DepthSyncHub(), lateral: new DepthSyncHub() }), [projectId]);
  // The tab and depth window live in the URL.
  const tracks = useTrackSizes(configId);
  const landed = useLanded(projectId, metadata.data);
  const { section, setSection } = useViewUrl(hubs, landed);
  const view = useWorkspaceView(data);
  const { sidePanel, split, flags, setImporting, setRestoreOpen, interpretation, setInterpretation } = view;
  const display = useProjectDepthDisplay(metadata.data);
  // The PDF icon opens the export options (the exports feature owns the modal and the progress notices).
  const pdf = usePdfExport({
    projectId,
    projectName: project.data?.name ?? 'project',
    page: { config: configId, mdr, dr },
    snippets: project.data?.snippets ?? [],
    defaults: () => {
      const range = hubs[section].getRange();
      return { wellName: metadata.data?.well ?? '', hideFlags: !flags, xRange: range ? pdfWindow(range, display) : null };
    },
  });
  const meta = metadata.data;
  const lateral = landed ?? false;
  const curveList = project.data?.curves;
  const curves = useMemo(() => new Map((curveList ?? []).map((c) => [c.name, c])), [curveList]);
  const live = useLiveView(projectId, hubs, { section, setSection, lateral, split: meta?.depth_of_split ?? null });
  const sections: Section[] = split && lateral ? ['vertical', 'lateral'] : [section];
  useEarlyGraphData({ projectId, dr, config: config.data, project: project.data, meta, sections });

  if (data.noAccess) return <NoAccess />;
  if (!project.data || !meta || !config.data || !state.base) return <Loading />;

  const whole = wholeWell(meta, live.feed);
  const onGoToDepth = goToDepthIn({ hubs, section, setSection, whole, split: meta.depth_of_split, lateral, display });
  return (
    <WorkspaceProviders store={data.store} display={display} annotate={view.annotate && canWrite} config={config.data}>
      <div className={classes.page}>
        <Navbar
          data={data}
          view={view}
          hub={hubs[section]}
          section={section}
          onSection={setSection}
          whole={whole}
          lateral={lateral}
          onPdf={pdf.open}
        />
        <div className={classes.body}>
          {sidePanel && (
            <WorkspaceSidePanel
              projectId={projectId}
              projectName={project.data.name}
              canWrite={canWrite}
              canAdmin={projectAccessAllows(project.data.access_level, 'admin')}
              dataRevision={dr}
              metadataRevision={mdr}
              visibleRange={hubs[section].getRange() ?? whole}
              onImportStart={() => setImporting(true)}
              onImportEnd={() => setImporting(false)}
            />
          )}
          <main className={`${classes.main} ${tracks.depthDown ? classes.mainDown : ''}`}>
            <AboveGraphs
              toolbar={{ tracks, onGoToDepth, view, canAnnotate: canWrite, configName: config.data.name }}
              live={live}
              viewers={view.viewers}
              archived={data.archived}
              pastRevision={state.pastRevision}
            />
            <SectionColumns
              sections={sections}
              split={sections.length > 1}
              tracks={tracks}
              projectId={projectId}
              config={config.data}
              meta={meta}
              dr={dr}
              hubs={hubs}
              project={project.data}
              flags={flags}
              curves={curves}
              onFailed={data.fail}
            />
          </main>
          {interpretation && (
            <Interpretation kind={interpretation} data={data} hub={hubs[section]} section={section} onClose={() => setInterpretation(null)} />
          )}
        </div>
      </div>
      {pdf.modal}
      <RevisionOverlays
        pastRevision={pastRevision}
        restoreOpen={view.restoreOpen}
        importing={view.importing}
        projectId={projectId}
        dr={dr}
        mdr={mdr}
        canWrite={canWrite}
        onCloseRestore={() => setRestoreOpen(false)}
      />
    </WorkspaceProviders>
  );
}

/**
 * The graphs' data calls, started as soon as the project, its settings and the configuration are here, before
 * the page renders (the graphs' queries, of the same keys, then take them up); once per project, revision,
 * configuration and sections shown.
 */
function useEarlyGraphData(input: {
  projectId: number;
  dr: number | undefined;
  config: GraphConfig | undefined;
  project: ProjectDetail | undefined;
  meta: Metadata | undefined;
  sections: Section[];
}) {
  const client = useQueryClient();
  const asked = useRef('');
  const { projectId, dr, config, project, meta, sections } = input;
  if (!config || !project || !meta) return;
  const key = `${projectId}:${dr ?? ''}:${config.id}:${sections.join(',')}`;
  if (asked.current === key) return;
  asked.current = key;
  prefetchGraphData(client, { projectId, dr, config, project, meta, sections });
}

function NoAccess() {
  return (
    <Center h="100vh" data-testid="workspace-no-access">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={3}>{NO_ACCESS_TITLE}</Title>
        <Text c="dimmed" ta="center">
          It may have been removed, or it was never shared with you. Ask a project admin for access.
        </Text>
        <Button component={Link} to="/projects">
          Back to projects
        </Button>
      </Stack>
    </Center>
  );
}

function Loading() {
  return (
    <Center h="100vh" data-testid="workspace-loading">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          Loading project…
        </Text>
      </Stack>
    </Center>
  );
}

/** The graphs of the section in view, or of both side by side when split. */
function SectionColumns(props: {
  sections: Section[];
  split: boolean;
  tracks: TrackSizes;
  projectId: number;
  config: GraphConfig;
  meta: Metadata;
  dr: number | undefined;
  hubs: Record<Section, DepthSyncHub>;
  project: ProjectDetail;
  flags: boolean;
  curves: Map<string, CurveInfo>;
  onFailed: () => void;
}) {
  const { split: split_, tracks, projectId, meta, dr, hubs, flags, curves } = props;
  // The built-in configuration fits the project: its graphs with data here, then the project's other curves.
  const layout = useMemo(() => workspaceLayout(props.config, props.project.curves), [props.config, props.project.curves]);
  const project = { data: props.project };
  const data = { fail: props.onFailed };
  const sections = props.sections;
  return (
    <div className={`${classes.columns} ${split_ ? classes.split : ''}`}>
      {sections.map((s) => (
        <div key={s} style={{ minWidth: 0 }} className={tracks.depthDown ? classes.sectionDown : undefined}>
          {split_ && (
            <Text fw={650} size="sm" mb={6}>
              {s === 'vertical' ? 'Vertical' : 'Lateral'}
            </Text>
          )}
          <SectionGraphs
            projectId={projectId}
            section={s}
            graphs={graphsForSection(layout, s)}
            split={meta.depth_of_split}
            revision={dr}
            hub={hubs[s]}
            snippets={project.data.snippets}
            showHairlines={flags}
            curves={curves}
            tracks={tracks}
            rowCount={project.data.row_count}
            onFailed={data.fail}
          />
          {layout.missing.length > 0 && (
            <Text size="sm" c="dimmed" mt="sm" data-testid="not-in-file">
              Not in this file: {layout.missing.join(', ')}
            </Text>
          )}
        </div>
      ))}
    </div>
  );
}

/** What lies over the page: the revision mode, the restore dialog, the import's veil. */
function RevisionOverlays(props: {
  pastRevision: boolean;
  restoreOpen: boolean;
  importing: boolean;
  projectId: number;
  dr: number | undefined;
  mdr: number | undefined;
  canWrite: boolean;
  onCloseRestore: () => void;
}) {
  const { pastRevision, restoreOpen, importing, projectId, dr, mdr, canWrite } = props;
  return (
    <>
      {pastRevision && <RevisionModeModal projectId={projectId} dr={dr} mdr={mdr} canWrite={canWrite} />}
      {restoreOpen && <RestoreProjectModal projectId={projectId} dr={dr} mdr={mdr} canWrite={canWrite} onClose={props.onCloseRestore} />}
      {importing && (
        <Center pos="fixed" inset={0} bg="rgba(255,255,255,0.6)" style={{ zIndex: 300 }} data-testid="import-loading">
          <Loader />
        </Center>
      )}
    </>
  );
}

/** The live feed as the workspace shows it, and Follow on the section that holds the newest depth. */
function useLiveView(
  projectId: number,
  hubs: Record<Section, DepthSyncHub>,
  at: { section: Section; setSection: (s: Section) => void; lateral: boolean; split: number | null },
) {
  const feed = useLiveFeed(projectId).data;
  // Drilling ahead of a planned landing point is still the vertical section.
  const inLateral = at.lateral && (feed?.last_depth == null || at.split == null || feed.last_depth >= at.split);
  const { follow, setFollow } = useFollow(hubs, { section: at.section, setSection: at.setSection, inLateral });
  return { feed, follow, setFollow };
}

/** The page's own switches (side panel, split, flags, plots) and what runs beside it: autosave (paused during an import) and Ctrl+S. */
function useWorkspaceView(data: ReturnType<typeof useWorkspaceData>) {
  const { projectId, project, state, dispatch, pastRevision } = data;
  const navigate = useNavigate();
  const [sidePanel, setSidePanel] = useState(false);
  const [split, setSplit] = useState(false);
  const [flags, setFlags] = useState(true);
  const [importing, setImporting] = useState(false);
  const [restoreOpen, setRestoreOpen] = useState(false);
  const [interpretation, setInterpretation] = useState<InterpretationKind | null>(null);
  const [annotate, setAnnotate] = useState(false);
  // Access removed while the page is open: say so and go back to the projects list.
  const onAccessLost = useCallback(() => {
    notify.error(ACCESS_LOST_TEXT, { id: 'access-lost' });
    void navigate('/projects', { replace: true });
  }, [navigate]);
  const poll = useRef<() => void>(() => undefined);
  const liveFeed = useLiveFeed(projectId).data;
  const events = useProjectEvents(projectId, { enabled: !pastRevision, onRevision: () => poll.current() });
  poll.current = useAutosave({
    projectId,
    dataRevision: project.data?.data_revision,
    state,
    dispatch,
    paused: importing,
    onAccessLost,
    streaming: events.streaming,
    liveData: hasLiveFeed(liveFeed, Date.now()),
  }).pollNow;
  useSaveShortcut(pastRevision, () => setRestoreOpen(true));
  return {
    sidePanel,
    setSidePanel,
    split,
    setSplit,
    flags,
    setFlags,
    importing,
    setImporting,
    restoreOpen,
    setRestoreOpen,
    interpretation,
    setInterpretation,
    annotate,
    setAnnotate,
    viewers: events.viewers,
  };
}

/** Whether the well has a Lateral section: rows a live feed added below the landing point make one, as a file's would. */
function useLanded(projectId: number, meta: Metadata | undefined): boolean | undefined {
  const feed = useLiveFeed(projectId).data;
  return meta ? hasLateral(withLiveRows(meta, feed)) : undefined;
}

/** The metadata with its stop depth at the live feed's last row, when the feed went deeper. */
function withLiveRows(meta: Metadata, feed: LiveFeed | undefined): Metadata {
  const last = feed?.last_depth;
  return last != null && meta.stop_depth != null && last > meta.stop_depth ? { ...meta, stop_depth: last } : meta;
}

/** The whole well: the file's start and stop depths, and below them the rows a live feed has added. */
function wholeWell(meta: Metadata, feed: LiveFeed | undefined) {
  if (meta.start_depth == null || meta.stop_depth == null) return null;
  return { min: meta.start_depth, max: Math.max(meta.stop_depth, feed?.last_depth ?? -Infinity) };
}

/** The toolbar (with the live feed's items) and the notices above the graphs. */
function AboveGraphs(props: {
  toolbar: Omit<Parameters<typeof WorkspaceToolbar>[0], 'live'>;
  live: ReturnType<typeof useLiveView>;
  viewers: Viewer[];
  archived: boolean;
  pastRevision: boolean;
}) {
  const { live, pastRevision } = props;
  return (
    <>
      <WorkspaceToolbar
        {...props.toolbar}
        live={<WorkspaceLive feed={pastRevision ? undefined : live.feed} follow={live.follow} onFollow={live.setFollow} viewers={props.viewers} />}
      />
      <ReadOnlyNotices archived={props.archived} pastRevision={pastRevision} />
      {!pastRevision && <LiveSilentNotice feed={live.feed} />}
    </>
  );
}

/** Why nothing can be changed here: an archived project, or a past revision. */
function ReadOnlyNotices({ archived, pastRevision }: { archived: boolean; pastRevision: boolean }) {
  return (
    <>
      {archived && (
        <Alert color="yellow" variant="light" mb="sm" py={6} data-testid="archived-notice">
          This project is archived: it is read-only until an admin unarchives it.
        </Alert>
      )}
      {pastRevision && (
        <Alert color="red" variant="light" mb="sm" py={6}>
          You are viewing a previous revision; saving is disabled.
        </Alert>
      )}
    </>
  );
}

/**
 * The window in view as the PDF options open with it (ft): to whole feet; a window shown in metres as it is, since
 * the options show it to the data's precision there.
 */
function pdfWindow(range: { min: number; max: number }, display: DepthDisplay): [number, number] {
  return display.unit === 'ft' ? [Math.round(range.min), Math.round(range.max)] : [range.min, range.max];
}

/** What the workspace's components read from context: the state of local edits, the depth display, the configuration, Annotate mode. */
function WorkspaceProviders(props: { store: WorkspaceStore; display: DepthDisplay; annotate: boolean; config: GraphConfig; children: ReactNode }) {
  markOnce('mudstack:workspace-render'); // the page's first render with its data (bench/workspace.bench.ts)
  return (
    <WorkspaceStateContext.Provider value={props.store}>
      <DepthUnitProvider value={props.display}>
        <WorkspaceConfigContext.Provider value={props.config}>
          <AnnotateModeContext.Provider value={props.annotate}>{props.children}</AnnotateModeContext.Provider>
        </WorkspaceConfigContext.Provider>
      </DepthUnitProvider>
    </WorkspaceStateContext.Provider>
  );
}

/** Go to depth: the current width centred on the depth, in the tab the landing point decides; the error text, or null. */
function goToDepthIn(at: {
  hubs: Record<Section, DepthSyncHub>;
  section: Section;
  setSection: (s: Section) => void;
  whole: { min: number; max: number } | null;
  split: number | null;
  lateral: boolean;
  display: DepthDisplay;
}) {
  return (depth: number): string | null => {
    const current = at.hubs[at.section].getRange() ?? at.hubs[at.section].getBounds() ?? at.whole;
    const width = current ? current.max - current.min : 200;
    const result = goToDepth(depth, { width, whole: at.whole, split: at.split, lateral: at.lateral, display: at.display });
    if ('error' in result) return result.error;
    at.hubs[result.section].setRange(result.range);
    if (result.section !== at.section) at.setSection(result.section);
    return null;
  };
}

/** The navigation bar of the workspace with the page's switches. */
function Navbar(props: {
  data: ReturnType<typeof useWorkspaceData>;
  view: ReturnType<typeof useWorkspaceView>;
  hub: DepthSyncHub;
  section: Section;
  onSection: (s: Section) => void;
  whole: { min: number; max: number } | null;
  lateral: boolean;
  onPdf: () => void;
}) {
  const { data, view } = props;
  return (
    <WorkspaceNavbar
      projectId={data.projectId}
      projectName={data.project.data?.name ?? ''}
      status={statusText(data.state)}
      hub={props.hub}
      whole={props.whole}
      step={data.metadata.data?.step ?? null}
      section={props.section}
      lateral={props.lateral}
      onSection={props.onSection}
      sidePanel={view.sidePanel}
      onToggleSidePanel={() => view.setSidePanel((v) => !v)}
      split={view.split && props.lateral}
      onToggleSplit={() => view.setSplit((v) => !v)}
      flags={view.flags}
      onToggleFlags={() => view.setFlags((v) => !v)}
      onPdf={props.onPdf}
    />
  );
}

/** The Pixler or ternary plot panel for the section in view. */
function Interpretation(props: {
  kind: InterpretationKind;
  data: ReturnType<typeof useWorkspaceData>;
  hub: DepthSyncHub;
  section: Section;
  onClose: () => void;
}) {
  const { data } = props;
  return (
    <InterpretationPanel
      kind={props.kind}
      projectId={data.projectId}
      revision={data.dr}
      section={props.section}
      split={data.metadata.data?.depth_of_split ?? null}
      hub={props.hub}
      curves={(data.project.data?.curves ?? []).map((c) => c.name)}
      onClose={props.onClose}
    />
  );
}
