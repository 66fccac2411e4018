import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { projectAccessAllows } from '@mudstack/core';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
  Box,
} from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconChevronUp, IconColumns, IconPlus, IconSearch, IconSelector, IconSettings } from '@tabler/icons-react';
import type { ProjectListItem } from '@mudstack/contracts';
import { TableFooter, pageOf } from '../../../components/TableFooter';
import { TableLoadingRows } from '../../../components/TableStatusRows';
import { notify } from '../../../lib/notify';
import { DEFAULT_PER_PAGE, truncateName } from '../../../lib/search-text';
import { isAdmin, useCurrentUser } from '../../../lib/session';
import { useProjects } from '../../../lib/api/projects';
import { useUpdateProject } from '../api/update-project';
import {
  ACCESS_LABEL,
  ALL_COMPANIES,
  DEFAULT_SORT,
  EMPTY_PROJECTS_TEXT,
  companyChoices,
  filterProjects,
  formatDate,
  personName,
  sortProjects,
  type SortKey,
  type SortState,
} from '../hooks/project-list';
import { AddProjectModal } from './AddProjectModal';
import { ProjectSettingsModal } from './ProjectSettingsModal';
import { LoadFailed } from '../../../components/LoadFailed';

export const RESTORE_REFUSED_TEXT = 'You do not have permission to restore this project.';
const RESTORE_REFUSED_MS = 8000;

const formatDepth = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 2 }));

function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: SortKey; sort: SortState; onSort: (key: SortKey) => void }) {
  const active = sort.key === sortKey;
  const Icon = active ? (sort.direction === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSort(sortKey)} style={{ display: 'flex', alignItems: 'center', gap: 4, fontWeight: 600 }}>
        {label}
        <Icon size={14} stroke={1.8} opacity={active ? 1 : 0.4} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Name cut to 12 characters plus an ellipsis, with the whole name on hover. */
function ShortName({ name }: { name: string }) {
  const short = truncateName(name);
  return short === name ? <>{name}</> : <span title={name}>{short}</span>;
}

/** Active and archived projects: search, company filter, the sortable paged table, add, settings, unarchive. */
export function ProjectsPage() {
  const location = useLocation();
  const archived = location.pathname.includes('archive');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useCurrentUser();
  const projects = useProjects(archived);
  const updateProject = useUpdateProject();

  const [search, setSearch] = useState('');
  const [company, setCompany] = useState(ALL_COMPANIES);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [adding, setAdding] = useState(false);
  const [settingsFor, setSettingsFor] = useState<number | null>(null);
  const [picked, togglePicked] = usePicked();

  // ?open={projectId} opens that project's settings modal on load.
  useEffect(() => {
    const open = Number(searchParams.get('open'));
    if (Number.isInteger(open) && open > 0) setSettingsFor(open);
  }, [searchParams]);

  useEffect(() => setPage(1), [search, company, archived, perPage]);

  const all = useMemo(() => projects.data ?? [], [projects.data]);
  const choices = useMemo(() => companyChoices(all), [all]);
  const visible = useMemo(() => sortProjects(filterProjects(all, search, company), sort), [all, search, company, sort]);
  const rows = pageOf(visible, page, perPage);

  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: key === 'date' ? 'desc' : 'asc' },
    );

  const closeSettings = () => {
    setSettingsFor(null);
    if (searchParams.has('open')) {
      searchParams.delete('open');
      setSearchParams(searchParams, { replace: true });
    }
  };

  const unarchive = (project: ProjectListItem) => {
    const canAdmin = projectAccessAllows(project.access_level, 'admin');
    if (!canAdmin) {
      notify.error(RESTORE_REFUSED_TEXT, { autoClose: RESTORE_REFUSED_MS });
      return;
    }
    updateProject.mutate({ id: project.id, body: { deleted_date: null } }, { onSuccess: () => notify.success(`${project.name} is active again.`) });
  };

  const noun = `${archived ? 'archived' : 'active'} projects in filter`;
  const emptyText = all.length === 0 ? EMPTY_PROJECTS_TEXT : 'No projects match your search.';

  return (
    <Container size="xl" py="xl">
      <ProjectsHeader archived={archived} picked={picked} canAdd={!archived && isAdmin(me)} onAdd={() => setAdding(true)} />

      <Paper withBorder radius="md" p="md">
        <ProjectFilters search={search} onSearch={setSearch} company={company} onCompany={setCompany} choices={choices} />

        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="projects-table">
            <Table.Thead>
              <ProjectHeads sort={sort} onSort={onSort} archived={archived} />
            </Table.Thead>
            <Table.Tbody>
              {projects.isPending && <TableLoadingRows colSpan={archived ? 10 : 9} />}
              {!projects.isPending && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={archived ? 10 : 9}>
                    {projects.isError ? (
                      <Box py="lg">
                        <LoadFailed what="The projects" onRetry={() => void projects.refetch()} retrying={projects.isFetching} />
                      </Box>
                    ) : (
                      <Text ta="center" c="dimmed" py="lg">
                        {emptyText}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((p) => (
                <ProjectRow
                  key={p.id}
                  project={p}
                  archived={archived}
                  onUnarchive={() => unarchive(p)}
                  onSettings={() => setSettingsFor(p.id)}
                  picked={picked.includes(p.id)}
                  onPick={() => togglePicked(p.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <TableFooter total={visible.length} page={page} perPage={perPage} noun={noun} onPage={setPage} onPerPage={setPerPage} />
        <OtherListLink archived={archived} />
      </Paper>

      <AddProjectModal opened={adding} onClose={() => setAdding(false)} onCreated={(id) => navigate(`/projects/${id}`)} />
      {settingsFor !== null && <ProjectSettingsModal projectId={settingsFor} onClose={closeSettings} />}
    </Container>
  );
}

/** One project: restore (archived) or settings, name (a link to the workspace when active), access, author, date, depths, well, company. */
function ProjectRow({
  project: p,
  archived,
  onUnarchive,
  onSettings,
  picked,
  onPick,
}: {
  project: ProjectListItem;
  archived: boolean;
  onUnarchive: () => void;
  onSettings: () => void;
  picked: boolean;
  onPick: () => void;
}) {
  const canAdmin = projectAccessAllows(p.access_level, 'admin');
  return (
    <Table.Tr data-project-id={p.id}>
      <Table.Td>
        {archived ? (
          <Tooltip label={canAdmin ? 'Restore project' : 'Only project admins can restore'}>
            <ActionIcon
              variant={canAdmin ? 'light' : 'subtle'}
              color={canAdmin ? 'teal' : 'gray'}
              aria-label={`Restore ${p.name}`}
              onClick={onUnarchive}
            >
              <IconArrowBackUp size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Group gap={6} wrap="nowrap">
            <Checkbox size="xs" aria-label={`Correlate ${p.name}`} checked={picked} onChange={onPick} />
            <Tooltip label="Project settings and revisions">
              <ActionIcon variant="subtle" aria-label={`Settings of ${p.name}`} onClick={onSettings}>
                <IconSettings size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Table.Td>
      <Table.Td fw={500}>
        {archived ? (
          <ShortName name={p.name} />
        ) : (
          <Anchor component={Link} to={`/projects/${p.id}`}>
            <ShortName name={p.name} />
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={p.access_level === 'view' ? 'gray' : p.access_level === 'write' ? 'blue' : 'grape'}>
          {ACCESS_LABEL[p.access_level]}
        </Badge>
      </Table.Td>
      <Table.Td>{personName(p.created_by)}</Table.Td>
      <Table.Td>{formatDate(p.created_datetime)}</Table.Td>
      <Table.Td>{formatDepth(p.latest_metadata.start_depth)}</Table.Td>
      <Table.Td>{formatDepth(p.latest_metadata.stop_depth)}</Table.Td>
      <Table.Td>{p.latest_metadata.well}</Table.Td>
      <Table.Td>
        <ShortName name={p.latest_metadata.company} />
      </Table.Td>
      {archived && <Table.Td>{formatDate(p.deleted_date)}</Table.Td>}
    </Table.Tr>
  );
}

/** The search over name, author, well, company and date, and the company filter. */
function ProjectFilters(props: {
  search: string;
  onSearch: (v: string) => void;
  company: string;
  onCompany: (v: string) => void;
  choices: string[];
}) {
  return (
    <Group mb="md" gap="sm" wrap="wrap">
      <TextInput
        placeholder="Search name, author, well, company or date"
        aria-label="Search projects"
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(e) => props.onSearch(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 240 }}
      />
      <Select
        aria-label="Filter by company"
        placeholder="Filter by company"
        data={props.choices.map((c) => ({ value: c, label: c === ALL_COMPANIES ? 'All companies' : c }))}
        value={props.company}
        allowDeselect={false}
        onChange={(value) => props.onCompany(value ?? ALL_COMPANIES)}
        w={220}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

/** The sortable column heads (Archived date only on the archive). */
function ProjectHeads({ sort, onSort, archived }: { sort: SortState; onSort: (key: SortKey) => void; archived: boolean }) {
  return (
    <Table.Tr>
      <Table.Th w={80}>Edit</Table.Th>
      <SortHeader label="Name" sortKey="name" sort={sort} onSort={onSort} />
      <SortHeader label="Access" sortKey="access" sort={sort} onSort={onSort} />
      <SortHeader label="Author" sortKey="author" sort={sort} onSort={onSort} />
      <SortHeader label="Date" sortKey="date" sort={sort} onSort={onSort} />
      <SortHeader label="Start depth" sortKey="start" sort={sort} onSort={onSort} />
      <SortHeader label="Stop depth" sortKey="stop" sort={sort} onSort={onSort} />
      <SortHeader label="Well" sortKey="well" sort={sort} onSort={onSort} />
      <SortHeader label="Company" sortKey="company" sort={sort} onSort={onSort} />
      {archived && <SortHeader label="Archived date" sortKey="archived" sort={sort} onSort={onSort} />}
    </Table.Tr>
  );
}

/** The way to the other list: archived projects from the active ones, and back. */
function OtherListLink({ archived }: { archived: boolean }) {
  return (
    <Text size="sm" mt="xs">
      {archived ? (
        <Anchor component={Link} to="/projects">
          View active projects
        </Anchor>
      ) : (
        <Anchor component={Link} to="/projects/archived">
          View archived projects
        </Anchor>
      )}
    </Text>
  );
}

/** Correlate: the ticked projects side by side (two to eight). */
function CorrelateButton({ picked, onCorrelate }: { picked: number[]; onCorrelate: () => void }) {
  const ready = picked.length >= 2 && picked.length <= 8;
  const hint =
    picked.length < 2
      ? 'Tick two to eight projects to see their gas logs side by side.'
      : picked.length > 8
        ? `At most eight wells side by side: ${picked.length} are ticked.`
        : `Open the ${picked.length} ticked wells side by side.`;
  return (
    <Tooltip label={hint} multiline w={260}>
      <Button variant="light" leftSection={<IconColumns size={16} />} onClick={onCorrelate} disabled={!ready} data-testid="correlate">
        Correlate{picked.length > 0 ? ` (${picked.length})` : ''}
      </Button>
    </Tooltip>
  );
}

/** The list's title, and its actions: Correlate (active projects) and Add new (administrators). */
function ProjectsHeader(props: { archived: boolean; picked: number[]; canAdd: boolean; onAdd: () => void }) {
  const { archived } = props;
  const navigate = useNavigate();
  return (
    <Group justify="space-between" align="flex-end" mb="lg">
      <div>
        <Title order={2}>{archived ? 'Archived projects' : 'Active projects'}</Title>
        <Text c="dimmed" size="sm">
          {archived
            ? 'Projects set aside. Restore one to work on it again.'
            : 'Well-log projects you have access to. Tick two to eight to correlate them.'}
        </Text>
      </div>
      <Group gap="sm">
        {!archived && <CorrelateButton picked={props.picked} onCorrelate={() => navigate(`/correlation?projects=${props.picked.join(',')}`)} />}
        {props.canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
            Add new
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Projects ticked for a correlation, in the order ticked, and the toggle of one. */
function usePicked(): [number[], (id: number) => void] {
  const [picked, setPicked] = useState<number[]>([]);
  const toggle = (id: number) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return [picked, toggle];
}
