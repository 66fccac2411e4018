import { useEffect, useReducer, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconInfoCircle, IconLock, IconTrash } from '@tabler/icons-react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { DEFAULT_CONFIG_NAME_MESSAGE, type GraphConfig } from '@mudstack/contracts';
import { canDeleteConfig, canEditConfig, canSaveAsNew, isDefaultConfig } from '@mudstack/core';
import { PageLoader } from '../../../components/PageLoader';
import { useProject, useProjects } from '../../../lib/api/projects';
import { notify } from '../../../lib/notify';
import { isSuperAdmin, useCurrentUser } from '../../../lib/session';
import { useCreateGraphConfig } from '../api/create-graph-config';
import { useDeleteGraphConfig } from '../api/delete-graph-config';
import { useGraphConfig } from '../api/get-graph-config';
import { useUpdateGraphConfig } from '../../../lib/api/graph-configs';
import {
  draftFromConfig,
  draftReducer,
  newDraft,
  sameDraft,
  sortGraphs,
  toSaveBody,
  type ConfigDraft,
  type DraftAction,
} from '../model/config-draft';
import { GraphEditorCard } from './GraphEditorCard';
import classes from './graph-configs.module.css';

/** Spec section 9: the editor waits 75 ms before drawing graphs; the name refusal lasts 4 s. */
export const PREVIEW_DELAY_MS = 75;
export const NAME_REFUSAL_MS = 4000;
const LIST_PATH = '/graph-configurations';

function ConfigEditor({ config }: { config: GraphConfig | null }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<ConfigDraft>(() => (config ? draftFromConfig(config) : newDraft()));
  const [draft, dispatch] = useReducer(draftReducer, baseline);
  const [saved, setSaved] = useState<GraphConfig | null>(config);
  const [previewReady, setPreviewReady] = useState(false);
  const [shareCopy, setShareCopy] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setPreviewReady(true), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const isNew = saved === null;
  const actor = user ?? { role: 'user' as const, company_id: null };
  const ref = saved ? { id: saved.id, name: saved.name, company_id: saved.company_id } : { id: null, name: draft.name };
  const protectedDefault = saved !== null && isDefaultConfig(saved);
  const mayEdit = isNew || canEditConfig(actor, ref);
  const maySaveAsNew = !isNew && canSaveAsNew(actor, ref);
  const mayDelete = !isNew && canDeleteConfig(actor, ref);
  const dirty = !sameDraft(draft, baseline);
  const graphs = sortGraphs(draft.graphs);
  const superAdmin = isSuperAdmin(user);

  const nameMissing = draft.name.trim() === '';
  const { save, saveAsNew, confirmDelete, create, update, busy } = useConfigActions({
    draft,
    saved,
    dirty,
    mayEdit,
    maySaveAsNew,
    shareCopy: superAdmin && shareCopy,
    onSaved: (result) => {
      const next = draftFromConfig(result);
      setSaved(result);
      setBaseline(next);
      dispatch({ type: 'reset', draft: next });
    },
  });
  const cancel = () => dispatch({ type: 'reset', draft: baseline });

  const curves = useCurveSource();

  const saveBlockedReason = saveRefusal(protectedDefault, mayEdit, nameMissing);

  return (
    <>
      <EditorActionBar
        dirty={dirty}
        busy={busy}
        isNew={isNew}
        maySaveAsNew={maySaveAsNew}
        nameMissing={nameMissing}
        saveBlockedReason={saveBlockedReason}
        savingNew={create.isPending && !isNew}
        saving={update.isPending || (create.isPending && isNew)}
        onBack={() => void navigate(LIST_PATH)}
        onCancel={cancel}
        onSave={() => void save()}
        onSaveAsNew={() => void saveAsNew()}
      />

      <Container size="lg" py="lg">
        <EditorHeading
          saved={saved}
          protectedDefault={protectedDefault}
          readOnly={!isNew && !mayEdit}
          maySaveAsNew={maySaveAsNew}
          onDelete={mayDelete ? confirmDelete : null}
          busy={busy}
        />

        <ConfigDetails
          draft={draft}
          dispatch={dispatch}
          graphCount={graphs.length}
          curves={curves}
          shareCopy={superAdmin && !isNew ? { checked: shareCopy, onChange: setShareCopy } : null}
        />

        <Stack gap="md">
          {graphs.map((graph, i) => (
            <GraphEditorCard
              key={graph.key}
              graph={graph}
              position={i + 1}
              count={graphs.length}
              previewReady={previewReady}
              dispatch={dispatch}
              fileCurves={curves.fileCurves}
            />
          ))}
          {graphs.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              This configuration has no graphs yet.
            </Text>
          )}
          <Button variant="default" size="md" className={classes.addGraph} onClick={() => dispatch({ type: 'addGraph' })}>
            + Add Graph
          </Button>
        </Stack>
      </Container>
    </>
  );
}

interface ConfigActionsInput {
  draft: ConfigDraft;
  saved: GraphConfig | null;
  dirty: boolean;
  mayEdit: boolean;
  maySaveAsNew: boolean;
  /** Save As New makes a copy without a company (the super admin's choice). */
  shareCopy: boolean;
  onSaved: (result: GraphConfig) => void;
}

/** Save, Save As New and Delete of the editor, and the question before leaving with unsaved changes. */
function useConfigActions({ draft, saved, dirty, mayEdit, maySaveAsNew, shareCopy, onSaved }: ConfigActionsInput) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const create = useCreateGraphConfig();
  const update = useUpdateGraphConfig();
  const remove = useDeleteGraphConfig();
  const busy = create.isPending || update.isPending || remove.isPending;
  useDiscardGuard(() => !leaving.current && dirty, draft.name);

  /** A name that would pass for a default configuration is refused before anything is sent. */
  const nameRefused = (): boolean => {
    if (!isDefaultConfig({ id: null, name: draft.name })) return false;
    notify.error(DEFAULT_CONFIG_NAME_MESSAGE, { autoClose: NAME_REFUSAL_MS, id: 'config-name-refused' });
    return true;
  };
  const nameMissing = draft.name.trim() === '';

  const goTo = (path: string) => {
    leaving.current = true;
    void navigate(path, { replace: true });
  };

  const save = async () => {
    // A save without permission is ignored (spec section 5); the button says why it is off.
    if (!mayEdit || nameMissing || nameRefused()) return;
    const body = toSaveBody(draft);
    if (saved === null) {
      const created = await create.mutateAsync(body).catch(() => null);
      if (!created) return;
      notify.success(`Saved ${created.name}.`);
      goTo(`/graph-configurations/edit/${created.id}`);
      return;
    }
    const result = await update.mutateAsync({ id: saved.id, body }).catch(() => null);
    if (!result) return;
    notify.success(`Saved ${result.name}.`);
    onSaved(result);
  };

  const saveAsNew = async () => {
    if (saved === null || !maySaveAsNew || nameMissing || nameRefused()) return;
    const body = { ...toSaveBody(draft), source_id: saved.id, ...(shareCopy ? { company_id: null } : {}) };
    const created = await create.mutateAsync(body).catch(() => null);
    if (!created) return;
    notify.success(`Saved ${created.name} as a new configuration.`);
    goTo(`/graph-configurations/edit/${created.id}`);
  };

  const confirmDelete = () => {
    if (!saved) return;
    modals.openConfirmModal({
      title: 'Delete this configuration?',
      children: <Text size="sm">Are you sure you would like to delete {saved.name}? this action cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(saved.id, { onSuccess: () => goTo(LIST_PATH) });
      },
    });
  };

  return { save, saveAsNew, confirmDelete, create, update, busy };
}

interface EditorHeadingProps {
  saved: GraphConfig | null;
  protectedDefault: boolean;
  readOnly: boolean;
  maySaveAsNew: boolean;
  /** Deletes the configuration after asking; null when the user may not. */
  onDelete: (() => void) | null;
  busy: boolean;
}

/** The editor's title, whose configuration it is, its Delete button, and why it cannot be saved when it cannot. */
function EditorHeading({ saved, protectedDefault, readOnly, maySaveAsNew, onDelete, busy }: EditorHeadingProps) {
  return (
    <>
      <Group justify="space-between" align="center" mb="md">
        <Stack gap={0}>
          <Title order={2}>Manage Graph Configuration</Title>
          <Text size="sm" c="dimmed">
            {saved === null ? 'A new configuration' : (saved.company ?? 'Shared with every company')}
            {saved?.created_by ? ` · created by ${saved.created_by}` : ''}
          </Text>
        </Stack>
        {onDelete && (
          <Tooltip label="Delete this configuration">
            <ActionIcon variant="light" color="red" size="lg" onClick={onDelete} aria-label="Delete configuration" disabled={busy}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>

      {protectedDefault && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} mb="md" title="Default configuration">
          This configuration is protected. You can try changes here and keep them with Save As New under a new title.
        </Alert>
      )}
      {!protectedDefault && readOnly && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} mb="md" title="Read only">
          Only members of its company or a super admin can save this configuration.
          {maySaveAsNew ? ' Save As New keeps your changes as your own copy.' : ''}
        </Alert>
      )}
    </>
  );
}

interface EditorActionBarProps {
  dirty: boolean;
  busy: boolean;
  isNew: boolean;
  maySaveAsNew: boolean;
  nameMissing: boolean;
  saveBlockedReason: string | null;
  savingNew: boolean;
  saving: boolean;
  onBack: () => void;
  onCancel: () => void;
  onSave: () => void;
  onSaveAsNew: () => void;
}

/** The editor's sticky bar: Go back, and Cancel, Save As New and Save with why each is off. */
function EditorActionBar(props: EditorActionBarProps) {
  const { dirty, busy, isNew, maySaveAsNew, nameMissing, saveBlockedReason, savingNew, saving, onBack, onCancel, onSave, onSaveAsNew } = props;
  return (
    <Box className={classes.actionBar}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Go back
          </Button>
          <Group gap="sm">
            {dirty && (
              <Text size="sm" c="dimmed" data-testid="unsaved">
                Unsaved changes
              </Text>
            )}
            <Button variant="default" onClick={onCancel} disabled={!dirty || busy}>
              Cancel
            </Button>
            {!isNew && (
              <Tooltip label="You cannot copy this configuration." disabled={maySaveAsNew}>
                <Button variant="light" onClick={onSaveAsNew} disabled={!maySaveAsNew || busy || nameMissing} loading={savingNew}>
                  Save As New
                </Button>
              </Tooltip>
            )}
            <Tooltip label={saveBlockedReason} disabled={!saveBlockedReason} multiline maw={280}>
              <Button onClick={onSave} disabled={Boolean(saveBlockedReason) || busy} loading={saving}>
                Save
              </Button>
            </Tooltip>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** Why Save is off, or null when it is on. */
function saveRefusal(protectedDefault: boolean, mayEdit: boolean, nameMissing: boolean): string | null {
  if (protectedDefault) return 'Default configurations cannot be changed. Use Save As New to make your own copy.';
  if (!mayEdit) return 'Only members of its company or a super admin can save this configuration.';
  if (nameMissing) return 'Give the configuration a title first.';
  return null;
}

/** Leaving the editor with unsaved changes asks first; `guard` is asked at the moment of leaving (false lets it through). */
function useDiscardGuard(guard: () => boolean, name: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guard() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Discard unsaved changes?',
      children: <Text size="sm">Your changes to {name || 'this configuration'} have not been saved.</Text>,
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, name]);
}

/** Curves of one project outside the catalogue (ROP, WOB...) are offered beside it; the first project until one is chosen. */
function useCurveSource() {
  const projects = useProjects(false);
  const [chosen, choose] = useState<number | null | undefined>(undefined);
  const projectId = chosen === undefined ? (projects.data?.[0]?.id ?? null) : chosen;
  const project = useProject(projectId);
  const fileCurves = projectId != null && project.data ? { source: project.data.name, curves: project.data.curves } : undefined;
  const choices = (projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return { projectId, choose, fileCurves, choices };
}

interface ConfigDetailsProps {
  draft: ConfigDraft;
  dispatch: (action: DraftAction) => void;
  graphCount: number;
  curves: ReturnType<typeof useCurveSource>;
  /** The super admin's choice to save a copy without a company; null when not offered. */
  shareCopy: { checked: boolean; onChange: (checked: boolean) => void } | null;
}

/** The configuration's title and description, its graph count, where extra curves come from, and sharing a copy. */
function ConfigDetails({ draft, dispatch, graphCount, curves, shareCopy }: ConfigDetailsProps) {
  const nameMissing = draft.name.trim() === '';
  return (
    <Paper withBorder p="lg" mb="lg">
      <Stack gap="sm">
        <TextInput
          label="Title"
          value={draft.name}
          error={nameMissing ? 'Config name is required.' : undefined}
          onChange={(e) => dispatch({ type: 'rename', name: e.currentTarget.value })}
        />
        <Textarea
          label="Description"
          value={draft.description}
          autosize
          minRows={2}
          maxRows={6}
          placeholder="What these graphs are for"
          onChange={(e) => dispatch({ type: 'describe', description: e.currentTarget.value })}
        />
        <Group justify="space-between">
          <Group gap="md" align="flex-end">
            <Text size="sm" fw={600} data-testid="graph-count">
              {graphCount} graph(s)
            </Text>
            <Select
              size="xs"
              w={260}
              label="Curves from project"
              description="Offers its curves outside the catalogue"
              placeholder="None"
              clearable
              allowDeselect={false}
              searchable
              data={curves.choices}
              value={curves.projectId == null ? null : String(curves.projectId)}
              onChange={(v) => curves.choose(v == null ? null : Number(v))}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          {shareCopy && (
            <Switch
              size="sm"
              label="Save As New without a company (shared with everyone)"
              checked={shareCopy.checked}
              onChange={(e) => shareCopy.onChange(e.currentTarget.checked)}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/graph-configurations/edit/:configId`, where configId is an id or the word `new`. */
export function GraphConfigEditorPage() {
  const { configId = 'new' } = useParams();
  const isNew = configId === 'new';
  const id = isNew ? null : Number(configId);
  const valid = isNew || (Number.isInteger(id) && (id as number) >= 0);
  const query = useGraphConfig(valid ? id : null);

  if (!valid || query.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Configuration not found" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">This graph configuration does not exist or you do not have access to it.</Text>
            <Button component={Link} to={LIST_PATH} variant="light" size="xs">
              Back to configurations
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (!isNew && !query.data) return <PageLoader label="Loading configuration" />;
  // Keyed by the route so that Save As New (a new id) opens a fresh editor on the copy.
  return <ConfigEditor key={configId} config={isNew ? null : query.data!} />;
}
