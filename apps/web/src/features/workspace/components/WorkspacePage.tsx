import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { projectAccessAllows } from '@mudstack/core';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import { notify } from '../../../lib/notify';
import { usePdfExport } from '../../../components/exports/use-pdf-export';
import { useAutosave } from '../hooks/use-autosave';
import { WorkspaceStateContext } from '../hooks/use-workspace-state';
import { useSaveShortcut, useWorkspaceData } from '../hooks/use-workspace-data';
import { statusText } from '../model/workspace-state';
import { useTrackSizes } from '../hooks/use-track-sizes';
import { useViewUrl } from '../hooks/use-view-url';
import { graphsForSection, hasLateral, type Section } from '../model/sections';
import { goToDepth } from '../model/view-url';
import { RestoreProjectModal, RevisionModeModal } from './RevisionMode';
import { InterpretationPanel, type InterpretationKind } from './InterpretationPanel';
import { SectionGraphs } from './SectionGraphs';
import { WorkspaceNavbar } from './WorkspaceNavbar';
import { WorkspaceSidePanel } from './WorkspaceSidePanel';
import { WorkspaceToolbar } from './WorkspaceToolbar';
import classes from './workspace.module.css';

export const NO_ACCESS_TITLE = "You don't have access to this project";
export const ACCESS_LOST_TEXT = 'Your access to this project was removed. Ask a project admin if you still need it.';

/** `/projects/:projectId?dr&mdr&config`: the project workspace with its stacked depth graphs. */
export function WorkspacePage() {
  const data = useWorkspaceData();
  const { projectId, dr, mdr, pastRevision, configId, project, metadata, config, state, dispatch, canWrite } = data;
  const navigate = useNavigate();
  // One window per section; both live as long as the page so tabs keep their zoom.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- another project gets hubs of its own (projectId is the key, not an input)
  const hubs = useMemo(() => ({ vertical: new DepthSyncHub(), lateral: new DepthSyncHub() }), [projectId]);
  // The tab and depth window live in the URL.
  const tracks = useTrackSizes(configId);
  const { section, setSection } = useViewUrl(hubs, metadata.data ? hasLateral(metadata.data) : undefined);
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
  useSaveShortcut(pastRevision, () => setRestoreOpen(true));
  // The PDF icon opens the export options (the exports feature owns the modal and the progress notices).
  const pdf = usePdfExport({
    projectId,
    projectName: project.data?.name ?? 'project',
    page: { config: configId, mdr, dr },
    snippets: project.data?.snippets ?? [],
    defaults: () => {
      const range = hubs[section].getRange();
      return { wellName: metadata.data?.well ?? '', hideFlags: !flags, xRange: range ? [Math.round(range.min), Math.round(range.max)] : null };
    },
  });
  const meta = metadata.data;
  const lateral = meta ? hasLateral(meta) : false;
  const curveList = project.data?.curves;
  const curves = useMemo(() => new Map((curveList ?? []).map((c) => [c.name, c])), [curveList]);

  if (data.noAccess) return <NoAccess />;
  if (!project.data || !meta || !config.data || !state.base) return <Loading />;

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
    <WorkspaceStateContext.Provider value={data.store}>
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
            <WorkspaceToolbar
              tracks={tracks}
              onGoToDepth={onGoToDepth}
              interpretation={interpretation}
              onInterpretation={setInterpretation}
              configName={config.data.name}
            />
            {data.archived && (
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
                    onFailed={data.fail}
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
