import { useEffect, useRef, useState } from 'react';
import { LiveFeedPanel } from './LiveFeedPanel';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  SegmentedControl,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconDatabase, IconDownload, IconExternalLink, IconSettings, IconUsers } from '@tabler/icons-react';
import type { ProjectDetail, Revision } from '@mudstack/contracts';
import { ProjectPermissionsModal } from '../../../components/ProjectPermissionsModal';
import { apiClient, saveBlob } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { depthUnitName, projectAccessAllows, type DepthUnitName } from '@mudstack/core';
import { DepthUnitProvider, useProjectDepthDisplay } from '../../../lib/depth-unit';
import { changeLandingPoint } from '../api/change-landing-point';
import { changeDepthUnit } from '../api/change-depth-unit';
import { projectKeys } from '../../../lib/api/projects';
import { useProject } from '../../../lib/api/projects';
import { useConfigOptions } from '../../../lib/api/graph-configs';
import { useUpdateProject } from '../api/update-project';
import { getRevisionsPage } from '../api/get-revisions-page';
import {
  LANDING_POINT_SUCCESS_MS,
  LANDING_POINT_TEXTS,
  STILL_WORKING_EVERY_MS,
  changeLandingPointWithRetry,
  landingPointError,
} from '../hooks/landing-point';
import { personName } from '../hooks/project-list';

const isSettingsRevision = (r: Revision) => r.revised_table === 'project_metadata';

function RevisionCard({ revision, selected, onToggle }: { revision: Revision; selected: boolean; onToggle: () => void }) {
  const settings = isSettingsRevision(revision);
  return (
    <UnstyledButton onClick={onToggle} aria-pressed={selected} data-testid={`revision-${revision.revised_table}-${revision.revision}`}>
      <Paper
        withBorder
        p="sm"
        radius="md"
        style={{
          borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined,
          background: selected ? 'var(--mantine-color-blue-0)' : undefined,
          boxShadow: selected ? '0 0 0 1px var(--mantine-color-blue-6)' : undefined,
        }}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            {settings ? <IconSettings size={16} /> : <IconDatabase size={16} />}
            <Text fw={600} size="sm">
              {settings ? 'Settings' : 'Data'} revision {revision.revision}
            </Text>
          </Group>
          {selected && (
            <Badge size="xs" variant="filled">
              selected
            </Badge>
          )}
        </Group>
        <Text size="sm" mt={4} lineClamp={2}>
          {revision.summary || 'No summary'}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {new Date(revision.revised_datetime).toLocaleString()} · {personName(revision.revised_by)}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/** The Live feed panel with the project's depths in its own unit, wherever the settings are opened from. */
function ProjectLiveFeed({ project, canAdmin }: { project: ProjectDetail; canAdmin: boolean }) {
  const display = useProjectDepthDisplay(project.latest_metadata);
  return (
    <DepthUnitProvider value={display}>
      <LiveFeedPanel projectId={project.id} canAdmin={canAdmin} />
    </DepthUnitProvider>
  );
}

function LandingPointControl({ project }: { project: ProjectDetail }) {
  const queryClient = useQueryClient();
  const canWrite = project.access_level !== 'view';
  const meta = project.latest_metadata;
  // Typed and shown in the project's depth unit; sent in feet.
  const display = useProjectDepthDisplay(meta);
  const shownSplit = meta.depth_of_split == null ? '' : Number(display.show(meta.depth_of_split).toFixed(display.decimals));
  const [value, setValue] = useState<number | ''>(shownSplit);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => setValue(shownSplit), [shownSplit]);
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const change = async () => {
    const feet = value === '' ? '' : display.toFeet(value);
    const problem = landingPointError(feet, meta.start_depth, meta.stop_depth);
    setError(problem && display.unit === 'm' ? problem.replace(/ft\b/g, 'ft (as stored)') : problem);
    if (problem || feet === '') return;
    setBusy(true);
    timer.current = setInterval(() => notify.success(LANDING_POINT_TEXTS.stillWorking, { id: 'landing-still-working' }), STILL_WORKING_EVERY_MS);
    try {
      await changeLandingPointWithRetry((depth, revision) => changeLandingPoint(project.id, depth, revision), feet, project.metadata_revision);
      notify.success(LANDING_POINT_TEXTS.updated, { autoClose: LANDING_POINT_SUCCESS_MS });
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    } catch (e) {
      console.error('landing point change failed', e);
      notify.error(LANDING_POINT_TEXTS.failed);
    } finally {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={`Landing point (${display.unit})`}
          value={value}
          onChange={(v) => setValue(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
          disabled={!canWrite || busy}
          error={error}
          decimalScale={Math.max(2, display.decimals)}
          thousandSeparator=","
          style={{ flex: 1 }}
        />
        {canWrite && (
          <Button onClick={change} loading={busy}>
            Change
          </Button>
        )}
      </Group>
      {busy && (
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {LANDING_POINT_TEXTS.loading}
          </Text>
        </Group>
      )}
      {!canWrite && (
        <Text size="sm" c="dimmed">
          {LANDING_POINT_TEXTS.noWrite}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Data from {meta.start_depth == null ? '?' : display.text(meta.start_depth)} {display.unit} to{' '}
        {meta.stop_depth == null ? '?' : display.text(meta.stop_depth)} {display.unit}.
      </Text>
      <DepthUnitControl project={project} />
    </Stack>
  );
}

/** The unit depths are shown and typed in for this project: the file's own by default, feet or metres. */
function DepthUnitControl({ project }: { project: ProjectDetail }) {
  const queryClient = useQueryClient();
  const canWrite = project.access_level !== 'view';
  const unit = depthUnitName(project.latest_metadata.depth_unit);
  const [busy, setBusy] = useState(false);
  const change = async (next: DepthUnitName) => {
    setBusy(true);
    try {
      await changeDepthUnit(project.id, next, project.metadata_revision, project.data_revision);
      notify.success(`Depths are now shown in ${next === 'm' ? 'metres' : 'feet'}.`);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    } catch (e) {
      console.error('depth unit change failed', e);
      notify.error('The depth unit could not be changed. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm" align="center">
      <Text size="sm">Depth unit</Text>
      <SegmentedControl
        size="xs"
        aria-label="Depth unit"
        value={unit}
        disabled={!canWrite || busy}
        data={[
          { label: 'Feet (ft)', value: 'ft' },
          { label: 'Metres (m)', value: 'm' },
        ]}
        onChange={(v) => void change(v)}
      />
    </Group>
  );
}

/** Project settings: the revision history (pick revisions to open), the landing point, rename, archive. */
export function ProjectSettingsModal({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  // Opened over a workspace whose saves have moved on since it loaded: the history is read afresh.
  const { refetch } = project;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const configs = useConfigOptions(true);
  const [selectedData, setSelectedData] = useState<number | null>(null);
  const [selectedSettings, setSelectedSettings] = useState<number | null>(null);
  const [config, setConfig] = useState<string | null>(null);
  const [permissionsOpen, setPermissionsOpen] = useState(false);
  useEffect(() => {
    if (project.isError) {
      notify.error('That project could not be opened.');
      onClose();
    }
  }, [project.isError, onClose]);
  const p = project.data;
  const canAdmin = p ? projectAccessAllows(p.access_level, 'admin') : false;
  const toggle = (r: Revision) => {
    if (isSettingsRevision(r)) setSelectedSettings((s) => (s === r.revision ? null : r.revision));
    else setSelectedData((s) => (s === r.revision ? null : r.revision));
  };
  const open = () => {
    const params = new URLSearchParams();
    if (selectedSettings !== null && selectedSettings !== p?.metadata_revision) params.set('mdr', String(selectedSettings));
    if (selectedData !== null && selectedData !== p?.data_revision) params.set('dr', String(selectedData));
    if (config !== null) params.set('config', config);
    const qs = params.toString();
    void navigate(`/projects/${projectId}${qs ? `?${qs}` : ''}`);
  };
  return (
    <>
      <Modal opened={!permissionsOpen} onClose={onClose} title={<Title order={4}>Project settings{p ? `: ${p.name}` : ''}</Title>} size="xl" centered>
        {!p ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : (
          <Stack gap="md">
            <RevisionHistory project={p} selectedData={selectedData} selectedSettings={selectedSettings} onToggle={toggle} />
            <Group align="flex-end" gap="sm">
              <Select
                label="Graph configuration"
                placeholder="Your default"
                data={(configs.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={config}
                onChange={setConfig}
                clearable
                style={{ flex: 1 }}
              />
              <Button leftSection={<IconExternalLink size={16} />} onClick={open}>
                Open project
              </Button>
            </Group>
            <Group justify="flex-end">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconDownload size={14} />}
                onClick={() => void downloadOriginal(p, selectedData ?? p.data_revision)}
              >
                Download original file
              </Button>
            </Group>
            <Divider />
            <LandingPointControl project={p} />
            <Divider />
            <ProjectLiveFeed project={p} canAdmin={canAdmin} />
            <Divider />
            {canAdmin ? (
              <AdminControls project={p} onPermissions={() => setPermissionsOpen(true)} onArchived={onClose} />
            ) : (
              <Alert variant="light" color="gray">
                Renaming, archiving and permissions need admin access to this project.
              </Alert>
            )}
          </Stack>
        )}
      </Modal>
      {permissionsOpen && p && <ProjectPermissionsModal projectId={p.id} projectName={p.name} onClose={() => setPermissionsOpen(false)} />}
    </>
  );
}

/** The file a data revision (default: the current one) was made from, as uploaded. */
async function downloadOriginal(p: ProjectDetail, dr: number) {
  try {
    const { blob, filename } = await apiClient.download(`/api/projects/${p.id}/original`, { query: { dr } });
    saveBlob(blob, filename ?? `${p.name}.las`);
  } catch (error) {
    console.error('original file download failed', error);
  }
}

/**
 * Cards drawn at first and added each time the list is scrolled to its end: the project detail brings the newest 200
 * revisions, but drawing 200 cards took the modal from some 200 to 470-520 ms to open (bench, 100,000 revisions),
 * and the list shows eight at a time.
 */
const REVISION_CARDS_STEP = 40;
/** How close to the end of the list (px, some two rows of cards) more are drawn. */
const NEAR_END_PX = 160;

/**
 * Every revision, newest first, as cards to pick (one data and one settings revision at most): the project's newest,
 * then more cards, and older pages once those are all shown, as the list is scrolled to its end.
 */
function RevisionHistory(props: {
  project: ProjectDetail;
  selectedData: number | null;
  selectedSettings: number | null;
  onToggle: (r: Revision) => void;
}) {
  const { older, more, loading, failed, loadMore } = useOlderRevisions(props.project);
  const revisions = [...props.project.revisions, ...older];
  const viewport = useRef<HTMLDivElement>(null);
  const [shownCount, setShownCount] = useState(REVISION_CARDS_STEP);
  const shown = revisions.slice(0, shownCount);
  // Asked once per count drawn: scroll events keep coming while the list is near its end.
  const grownFrom = useRef(0);
  const showMore = () => {
    if (grownFrom.current === shownCount) return;
    grownFrom.current = shownCount;
    if (shownCount < revisions.length) setShownCount((n) => n + REVISION_CARDS_STEP);
    // Every loaded revision is shown: the next page's first cards show as soon as it arrives.
    else if (more) {
      setShownCount(revisions.length + REVISION_CARDS_STEP);
      loadMore();
    }
  };
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text fw={600}>Revision history</Text>
        <Text size="xs" c="dimmed">
          Click a card to open that revision; click again to deselect.
        </Text>
      </Group>
      <ScrollArea.Autosize
        mah={300}
        type="auto"
        viewportRef={viewport}
        // Near the end rather than at it (Mantine's onBottomReached waits to leave the end before it fires again, so a
        // jump to the end by End or a drag of the bar would not draw more).
        onScrollPositionChange={() => {
          const el = viewport.current;
          if (el && el.scrollHeight - el.clientHeight - el.scrollTop < NEAR_END_PX) showMore();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="revision-cards">
          {shown.map((r) => (
            <RevisionCard
              key={`${r.revised_table}-${r.revision}`}
              revision={r}
              selected={isSettingsRevision(r) ? props.selectedSettings === r.revision : props.selectedData === r.revision}
              onToggle={() => props.onToggle(r)}
            />
          ))}
        </SimpleGrid>
        {(shown.length < revisions.length || more || failed) && (
          <Group justify="center" py={6}>
            {loading ? (
              <Loader size="xs" />
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={failed ? loadMore : showMore}>
                {failed ? 'Loading older revisions failed. Try again' : 'Load older revisions'}
              </Button>
            )}
          </Group>
        )}
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed" mt={4} data-testid="revision-count">
        {shown.length.toLocaleString('en-US')} of {props.project.revisions_total.toLocaleString('en-US')} revisions
      </Text>
    </div>
  );
}

/** The history past the project detail's newest revisions, a page at a time, each asked for once. */
function useOlderRevisions(project: ProjectDetail) {
  const [older, setOlder] = useState<Revision[]>([]);
  const [next, setNext] = useState<string | null>(project.revisions_next);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The project's newest revisions changed (a save meanwhile): start again from them.
  useEffect(() => {
    setOlder([]);
    setNext(project.revisions_next);
  }, [project.id, project.revisions_next]);
  const loadMore = () => {
    if (!next || loading) return;
    setLoading(true);
    setFailed(false);
    getRevisionsPage(project.id, next)
      .then((page) => {
        setOlder((o) => [...o, ...page.revisions]);
        setNext(page.next);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  };
  return { older, more: next !== null, loading, failed, loadMore };
}

/** Rename, project permissions and archive (project admins). */
function AdminControls({ project: p, onPermissions, onArchived }: { project: ProjectDetail; onPermissions: () => void; onArchived: () => void }) {
  const updateProject = useUpdateProject();
  const [name, setName] = useState(p.name);
  useEffect(() => setName(p.name), [p.name]);
  const rename = () => {
    if (!name.trim()) {
      notify.error('Please enter a project name');
      return;
    }
    updateProject.mutate({ id: p.id, body: { name: name.trim() } }, { onSuccess: () => notify.success('Project renamed.') });
  };
  const archive = () =>
    modals.openConfirmModal({
      title: 'Archive this project?',
      children: <Text size="sm">{p.name} moves to the archived projects. A project admin can restore it later.</Text>,
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        updateProject.mutate(
          { id: p.id, body: { deleted_date: new Date().toISOString() } },
          {
            onSuccess: () => {
              notify.success('Project archived.');
              onArchived();
            },
          },
        ),
    });
  return (
    <>
      <Divider />
      <Group align="flex-end" gap="sm">
        <TextInput label="Project name" value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1 }} />
        <Button variant="light" onClick={rename} loading={updateProject.isPending}>
          Rename
        </Button>
      </Group>
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconUsers size={16} />} onClick={onPermissions}>
          Project permissions
        </Button>
        <Button color="red" variant="light" leftSection={<IconArchive size={16} />} onClick={archive}>
          Archive project
        </Button>
      </Group>
    </>
  );
}
