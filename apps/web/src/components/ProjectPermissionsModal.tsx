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
  const queryClient = useQueryClient();
  const access = useQuery({
    queryKey: projectKeys.access(projectId),
    queryFn: () => apiClient.get<ProjectAccessList>(`/api/projects/${projectId}/access`, { silent: true }),
  });
  const [levels, setLevels] = useState<Map<number, AccessLevel>>(new Map());
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');
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

  const unassigned = [...people.values()]
    .filter((u) => !levels.has(u.id))
    .filter((u) => matchesSearch(search, [nameOf(u), u.email, u.company]))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));

  const moveChecked = (level: AccessLevel) => {
    setLevels((current) => {
      const next = new Map(current);
      for (const id of checked) next.set(id, level);
      return next;
    });
    setChecked(new Set());
  };
  const remove = (id: number) =>
    setLevels((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

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
      onClose();
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

  return (
    <Modal opened onClose={onClose} title={`Project permissions: ${projectName}`} size="xl" centered>
      {access.isPending ? (
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
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
            {unassigned.length === 0 ? (
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
                  {unassigned.map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${nameOf(u)}`}
                          checked={checked.has(u.id)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setChecked((current) => {
                              const next = new Set(current);
                              if (on) next.add(u.id);
                              else next.delete(u.id);
                              return next;
                            });
                          }}
                        />
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
          <Group gap="xs">
            {LEVELS.map(({ level, label }) => (
              <Button key={level} variant="light" size="xs" disabled={checked.size === 0} onClick={() => moveChecked(level)}>
                Move to {label}
              </Button>
            ))}
          </Group>
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
                            <Pill key={id} withRemoveButton onRemove={() => remove(id)}>
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
          {saveError && (
            <Alert color="red" variant="light" role="alert" data-testid="permissions-error">
              {saveError}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" color="red" onClick={() => setLevels(new Map())}>
              Clear permissions
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button onClick={save} loading={saving}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
