import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Pill,
  PillsInput,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AccessLevel, ProjectAccessList } from '@mudstack/contracts';
import { ApiError, apiClient } from '../lib/api-client';
import { notify } from '../lib/notify';
import { matchesSearch } from '../lib/search-text';
import { projectKeys } from '../lib/api/projects';

export const NO_MORE_USERS_TEXT = 'It appears there are no more users left.';
export const PERMISSIONS_SAVED_TEXT = 'Project permissions updated.';
const LEVELS: { level: AccessLevel; label: string }[] = [
  { level: 'admin', label: 'Admin' },
  { level: 'write', label: 'Write' },
  { level: 'view', label: 'View' },
];
/** Lists scroll above this height (spec: 250 px). */
const LIST_MAX_HEIGHT = 250;

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
}
const nameOf = (u: PersonRow) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/**
 * The project-permissions editor (project admins): check users who are not on the project yet,
 * move them into Admin, Write or View, remove tags to take levels away, then Save the whole list.
 */
export function ProjectPermissionsModal({ projectId, projectName, onClose }: { projectId: number; projectName: string; onClose: () => void }) {
  const draft = usePermissionsDraft(projectId, onClose);
  const [search, setSearch] = useState('');
  const unassigned = [...draft.people.values()]
    .filter((u) => !draft.levels.has(u.id))
    .filter((u) => matchesSearch(search, [nameOf(u), u.email, u.company]))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return (
    <Modal opened onClose={onClose} title={`Project permissions: ${projectName}`} size="xl" centered>
      {draft.pending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <Stack gap="md">
          <TextInput
            placeholder="Search users"
            aria-label="Search users"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <UnassignedUsers users={unassigned} checked={draft.checked} onCheck={draft.check} />
          <Group gap="xs">
            {LEVELS.map(({ level, label }) => (
              <Button key={level} variant="light" size="xs" disabled={draft.checked.size === 0} onClick={() => draft.moveChecked(level)}>
                Move to {label}
              </Button>
            ))}
          </Group>
          <LevelColumns levels={draft.levels} people={draft.people} onRemove={draft.remove} />
          {draft.saveError && (
            <Alert color="red" variant="light" role="alert" data-testid="permissions-error">
              {draft.saveError}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" color="red" onClick={draft.clear}>
              Clear permissions
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => void draft.save()} loading={draft.saving}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The project's access rows as edited here: levels by user, the users checked to move, and the save. */
function usePermissionsDraft(projectId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const access = useQuery({
    queryKey: projectKeys.access(projectId),
    queryFn: () => apiClient.get<ProjectAccessList>(`/api/projects/${projectId}/access`, { silent: true }),
  });
  const [levels, setLevels] = useState<Map<number, AccessLevel>>(new Map());
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    if (access.data) setLevels(new Map(access.data.access.map((row) => [row.id, row.access_level])));
  }, [access.data]);
  const people = useMemo(() => {
    const map = new Map<number, PersonRow>();
    for (const row of access.data?.access ?? []) map.set(row.id, row);
    for (const row of access.data?.assignable ?? []) map.set(row.id, row);
    return map;
  }, [access.data]);
  const moveChecked = (level: AccessLevel) => {
    setLevels((current) => new Map([...current, ...[...checked].map((id) => [id, level] as const)]));
    setChecked(new Set());
  };
  const remove = (id: number) => setLevels((current) => new Map([...current].filter(([k]) => k !== id)));
  const check = (id: number, on: boolean) => setChecked((current) => new Set(on ? [...current, id] : [...current].filter((k) => k !== id)));
  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await apiClient.post(
        `/api/projects/${projectId}/access`,
        { access_levels: [...levels].map(([user_id, access_level]) => ({ user_id, access_level })) },
        { silent: true },
      );
      notify.success(PERMISSIONS_SAVED_TEXT);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      onSaved();
    } catch (error) {
      // The catalogue: logged and a failure event; the server's reason is shown in the modal too
      // (a save that leaves no admin must not fail silently: docs/decisions.md).
      console.error('saving project permissions failed', error);
      window.dispatchEvent(new CustomEvent('project-permissions-failed', { detail: { projectId } }));
      setSaveError(error instanceof ApiError && error.status < 500 ? error.message : 'The permissions could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return {
    pending: access.isPending,
    levels,
    people,
    checked,
    check,
    moveChecked,
    remove,
    clear: () => setLevels(new Map()),
    save,
    saving,
    saveError,
  };
}

/** The users not on the project yet, each with a box to check; "no more users" when there are none. */
function UnassignedUsers({ users, checked, onCheck }: { users: PersonRow[]; checked: Set<number>; onCheck: (id: number, on: boolean) => void }) {
  return (
    <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
      {users.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {NO_MORE_USERS_TEXT}
        </Text>
      ) : (
        <Table highlightOnHover data-testid="assignable-users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Name</Table.Th>
              <Table.Th>Company</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Checkbox aria-label={`Select ${nameOf(u)}`} checked={checked.has(u.id)} onChange={(e) => onCheck(u.id, e.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>
                  {nameOf(u)}
                  <Text size="xs" c="dimmed">
                    {u.email}
                  </Text>
                </Table.Td>
                <Table.Td>{u.company ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ScrollArea.Autosize>
  );
}

/** Admin, Write and View, each a list of tags whose cross takes the level away. */
function LevelColumns({
  levels,
  people,
  onRemove,
}: {
  levels: Map<number, AccessLevel>;
  people: Map<number, PersonRow>;
  onRemove: (id: number) => void;
}) {
  return (
    <SimpleGrid cols={3} spacing="sm">
      {LEVELS.map(({ level, label }) => (
        <div key={level}>
          <Text size="sm" fw={600} mb={4}>
            {label}
          </Text>
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
            <PillsInput aria-label={`${label} users`} data-testid={`level-${level}`}>
              <Pill.Group>
                {[...levels]
                  .filter(([, l]) => l === level)
                  .map(([id]) => {
                    const person = people.get(id);
                    return (
                      <Pill key={id} withRemoveButton onRemove={() => onRemove(id)}>
                        {person ? nameOf(person) : `User ${id}`}
                      </Pill>
                    );
                  })}
              </Pill.Group>
            </PillsInput>
          </ScrollArea.Autosize>
        </div>
      ))}
    </SimpleGrid>
  );
}
