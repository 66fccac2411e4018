import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { projectAccessAllows } from '@mudstack/core';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useGraphConfig } from '../api/get-graph-config';
import { useMetadata } from '../api/get-metadata';
import { useProject } from '../../../lib/api/projects';
import { usePdfExport } from '../../../components/exports/use-pdf-export';
import { useAutosave } from '../hooks/use-autosave';
import { useWorkspaceReducer, WorkspaceStateContext } from '../hooks/use-workspace-state';
import { statusText } from '../model/workspace-state';
import { useTrackSizes } from '../hooks/use-track-sizes';
import { useViewUrl } from '../hooks/use-view-url';
import { configIdFor, graphsForSection, hasLateral, type Section } from '../model/sections';
import { goToDepth } from '../model/view-url';
import { GoToDepthInput } from './GoToDepthInput';
import { RestoreProjectModal, RevisionModeModal } from './RevisionMode';
import { InterpretationPanel, type InterpretationKind } from './InterpretationPanel';
import { SectionGraphs } from './SectionGraphs';
import { ShortcutsHelp } from './ShortcutsHelp';
import { WorkspaceNavbar } from './WorkspaceNavbar';
import { WorkspaceSidePanel } from './WorkspaceSidePanel';
import classes from './workspace.module.css';

export const LOAD_FAILED_TEXT = 'The data failed to load. Are you sure it is formatted correctly?';
export const NO_ACCESS_TITLE = "You don't have access to this project";
export const ACCESS_LOST_TEXT = 'Your access to this project was removed. Ask a project admin if you still need it.';
export const INTERACTION_HELP =
  'Click + drag to zoom; Shift + drag to move; double click resets zoom; Ctrl + scroll zooms x-axis; Shift + scroll zooms y-axis';

const positiveInt = (v: string | null) => (v != null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** `/projects/:projectId?dr&mdr&config`: the project workspace with its stacked depth graphs. */
export function WorkspacePage() {
  const params = useParams();
  const projectId = Number(params.projectId);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dr = positiveInt(search.get('dr'));
  const mdr = positiveInt(search.get('mdr'));
  const pastRevision = dr != null || mdr != null;
  const user = useCurrentUser();
  const configId = configIdFor(search.get('config'), user?.default_config_id);

  const project = useProject(projectId);
  const metadata = useMetadata(projectId, mdr);
  const config = useGraphConfig(configId);
  const [state, dispatch] = useWorkspaceReducer();
  // One window per section; both live as long as the page so tabs keep their zoom.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- another project gets hubs of its own (projectId is the key, not an input)
  const hubs = useMemo(() => ({ vertical: new DepthSyncHub(), lateral: new DepthSyncHub() }), [projectId]);
  // The tab and depth window live in the URL.
  const tracks = useTrackSizes(configId);
  const { section, setSection } = useViewUrl(hubs, metadata.data ? hasLateral(metadata.data) : undefined);
  const store = useMemo(() => ({ state, dispatch }), [state, dispatch]);

  const [sidePanel, setSidePanel] = useState(false);
  const [split, setSplit] = useState(false);
  const [flags, setFlags] = useState(true);
  const [importing, setImporting] = useState(false);
  const [restoreOpen, setRestoreOpen] = useState(false);
  const [interpretation, setInterpretation] = useState<InterpretationKind | null>(null);
  // Access removed while the page is open: say so and go back to the projects list.
  const onAccessLost = useCallback(() => {
    notify.error(ACCESS_LOST_TEXT, { id: 'access-lost' });
    void navigate('/projects', { replace: true });
  }, [navigate]);
  useAutosave({ projectId, dataRevision: project.data?.data_revision, state, dispatch, paused: importing, onAccessLost });
  // The PDF icon opens the export options (the exports feature owns the modal and the progress notices).
  const pdf = usePdfExport({
    projectId,
    projectName: project.data?.name ?? 'project',
    page: { config: configId, mdr, dr },
    snippets: project.data?.snippets ?? [],
    defaults: () => {
      const range = hubs[section].getRange();
      return {
        wellName: metadata.data?.well ?? '',
        hideFlags: !flags,
        xRange: range ? [Math.round(range.min), Math.round(range.max)] : null,
      };
    },
  });

  // Ctrl+S: on a past revision saving is disabled, so it offers the restore instead.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (pastRevision) setRestoreOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pastRevision]);

  // Any failed load: the spec's notice and back to the projects list, once.
  const failed = useRef(false);
  const fail = useCallback(() => {
    if (failed.current) return;
    failed.current = true;
    notify.error(LOAD_FAILED_TEXT);
    void navigate('/projects', { replace: true });
  }, [navigate]);
  // A project the server hides (404) or refuses (403) is an access problem, not a data error.
  // Either call may answer first (the metadata's 404 can arrive before the project's).
  const accessError = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
  const noAccess = accessError(project.error) || accessError(metadata.error);
  useEffect(() => {
    if (noAccess) return;
    if (!Number.isInteger(projectId) || project.isError || metadata.isError || config.isError) fail();
  }, [projectId, noAccess, project.isError, metadata.isError, config.isError, fail]);

  const accessLevel = project.data?.access_level;
  // An archived project is read-only for everyone until it is unarchived (the server refuses writes too).
  const archived = !!project.data?.deleted_date;
  const canWrite = !archived && projectAccessAllows(accessLevel, 'write');
  useEffect(() => {
    if (!metadata.data || !accessLevel) return;
    dispatch({ type: 'loaded', metadata: metadata.data, readOnly: pastRevision || !canWrite, pastRevision });
  }, [metadata.data, accessLevel, canWrite, pastRevision, dispatch]);

  const meta = metadata.data;
  const lateral = meta ? hasLateral(meta) : false;
  const curveList = project.data?.curves;
  const curves = useMemo(() => new Map((curveList ?? []).map((c) => [c.name, c])), [curveList]);

  if (noAccess) {
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

  const ready = project.data && meta && config.data && state.base;
  if (!ready) {
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

  const split_ = split && lateral;
  const sections: Section[] = split_ ? ['vertical', 'lateral'] : [section];
  const whole = meta.start_depth != null && meta.stop_depth != null ? { min: meta.start_depth, max: meta.stop_depth } : null;
  // Go to depth: the current width centred on the depth, in the tab the landing point decides.
  const onGoToDepth = (depth: number) => {
    const current = hubs[section].getRange() ?? hubs[section].getBounds() ?? whole;
    const result = goToDepth(depth, { width: current ? current.max - current.min : 200, whole, split: meta.depth_of_split, lateral });
    if ('error' in result) return result.error;
    hubs[result.section].setRange(result.range);
    if (result.section !== section) setSection(result.section);
    return null;
  };
  return (
    <WorkspaceStateContext.Provider value={store}>
      <div className={classes.page}>
        <WorkspaceNavbar
          projectId={projectId}
          projectName={project.data.name}
          status={statusText(state)}
          hub={hubs[section]}
          whole={whole}
          step={meta.step}
          section={section}
          lateral={lateral}
          onSection={setSection}
          sidePanel={sidePanel}
          onToggleSidePanel={() => setSidePanel((v) => !v)}
          split={split_}
          onToggleSplit={() => setSplit((v) => !v)}
          flags={flags}
          onToggleFlags={() => setFlags((v) => !v)}
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
            <div className={classes.toolbar}>
              <Tooltip label={INTERACTION_HELP} multiline w={320} withArrow>
                <Group gap={4} c="dimmed" style={{ cursor: 'help' }} data-testid="interaction-help">
                  <IconInfoCircle size={16} stroke={1.7} />
                  <Text size="xs">How to zoom and move</Text>
                </Group>
              </Tooltip>
              <ShortcutsHelp mouseHelp={INTERACTION_HELP} />
              <GoToDepthInput onGo={onGoToDepth} />
              <SegmentedControl
                size="xs"
                aria-label="Density"
                value={tracks.density}
                onChange={(v) => tracks.setDensity(v)}
                data={[
                  { label: 'Comfortable', value: 'comfortable' },
                  { label: 'Compact', value: 'compact' },
                ]}
              />
              <Switch size="xs" label="Depth down" checked={tracks.depthDown} onChange={(e) => tracks.setDepthDown(e.currentTarget.checked)} />
              <Group gap={6} ml="auto">
                <Button
                  size="compact-xs"
                  variant={interpretation === 'pixler' ? 'filled' : 'light'}
                  onClick={() => setInterpretation((v) => (v === 'pixler' ? null : 'pixler'))}
                >
                  Pixler plot
                </Button>
                <Button
                  size="compact-xs"
                  variant={interpretation === 'ternary' ? 'filled' : 'light'}
                  onClick={() => setInterpretation((v) => (v === 'ternary' ? null : 'ternary'))}
                >
                  Ternary plot
                </Button>
                <Text size="xs" c="dimmed">
                  {config.data.name}
                </Text>
              </Group>
            </div>
            {archived && (
              <Alert color="yellow" variant="light" mb="sm" py={6} data-testid="archived-notice">
                This project is archived: it is read-only until an admin unarchives it.
              </Alert>
            )}
            {state.pastRevision && (
              <Alert color="red" variant="light" mb="sm" py={6}>
                You are viewing a previous revision; saving is disabled.
              </Alert>
            )}
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
                    graphs={graphsForSection(config.data, s)}
                    split={meta.depth_of_split}
                    revision={dr}
                    hub={hubs[s]}
                    snippets={project.data.snippets}
                    showHairlines={flags}
                    curves={curves}
                    tracks={tracks}
                    rowCount={project.data.row_count}
                    onFailed={fail}
                  />
                </div>
              ))}
            </div>
          </main>
          {interpretation && (
            <InterpretationPanel
              kind={interpretation}
              projectId={projectId}
              revision={dr}
              section={section}
              split={meta.depth_of_split}
              hub={hubs[section]}
              curves={project.data.curves.map((c) => c.name)}
              onClose={() => setInterpretation(null)}
            />
          )}
        </div>
      </div>
      {pdf.modal}
      {pastRevision && <RevisionModeModal projectId={projectId} dr={dr} mdr={mdr} canWrite={canWrite} />}
      {restoreOpen && <RestoreProjectModal projectId={projectId} dr={dr} mdr={mdr} canWrite={canWrite} onClose={() => setRestoreOpen(false)} />}
      {importing && (
        <Center pos="fixed" inset={0} bg="rgba(255,255,255,0.6)" style={{ zIndex: 300 }} data-testid="import-loading">
          <Loader />
        </Center>
      )}
    </WorkspaceStateContext.Provider>
  );
}
