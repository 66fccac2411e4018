import { useEffect } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconInfoCircle, IconMailForward, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { adminUpdateUserBody, type Role, type User, type UserDetail } from '@mudstack/contracts';
import { FormActions } from '../../../components/FormActions';
import { truncateName } from '../../../lib/search-text';
import { isSuperAdmin } from '../../../lib/session';
import { useUserDetail } from '../api/get-user';
import { useCompanies } from '../../../lib/api/companies';
import { useReinviteUser } from '../api/reinvite-user';
import { useRemoveProjectAccess } from '../api/remove-project-access';
import { useUpdateUserAsAdmin } from '../api/update-user';
import { fullName, roleOptions } from '../user-rules';

const ACCESS_LABEL = { admin: 'Admin', write: 'Write', view: 'View' } as const;
const ACCESS_COLOR = { admin: 'grape', write: 'petrol', view: 'gray' } as const;

interface EditValues {
  first_name: string;
  last_name: string;
  email: string;
  company_id: string | null;
  role: Role;
  is_active: boolean;
}

const valuesOf = (u: UserDetail): EditValues => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  company_id: u.company_id === null ? null : String(u.company_id),
  role: u.role,
  is_active: u.is_active,
});

/** Project access of the user: archived projects unlinked and last (the server sorts them). */
function ProjectAccessList({ user, canRemove }: { user: UserDetail; canRemove: boolean }) {
  const remove = useRemoveProjectAccess();
  if (user.projects.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No project access yet.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={250} type="auto">
      <Table verticalSpacing={6} aria-label="Project access">
        <Table.Tbody>
          {user.projects.map((access) => {
            const archived = access.project.deleted_date !== null;
            return (
              <Table.Tr key={access.id}>
                <Table.Td>
                  {archived ? (
                    <Group gap={6}>
                      <Text size="sm" c="dimmed">
                        {access.project.name}
                      </Text>
                      <Badge tt="none" size="xs" variant="outline" color="gray">
                        Archived
                      </Badge>
                    </Group>
                  ) : (
                    <Anchor component={Link} to={`/projects/${access.project.id}`} size="sm">
                      {access.project.name}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td w={90}>
                  <Badge tt="none" variant="light" color={ACCESS_COLOR[access.access_level]}>
                    {ACCESS_LABEL[access.access_level]}
                  </Badge>
                </Table.Td>
                <Table.Td w={44}>
                  {canRemove && (
                    <Tooltip label="Remove access" withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove access to ${access.project.name}`}
                        loading={remove.isPending && remove.variables === access.id}
                        onClick={() =>
                          modals.openConfirmModal({
                            title: 'Remove access',
                            children: (
                              <Text size="sm">
                                Remove {fullName(user) || user.email}'s {access.access_level} access to {access.project.name}? They will no longer see
                                this project.
                              </Text>
                            ),
                            labels: { confirm: 'Remove access', cancel: 'Cancel' },
                            confirmProps: { color: 'red' },
                            onConfirm: () => remove.mutate(access.id),
                          })
                        }
                      >
                        <IconTrash size={16} stroke={1.7} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * Edit a user from Manage users. Names for admins; email, company, role and active state only for
 * super-admins. Also re-sends a pending invitation and removes project access.
 */
export function EditUserModal({ userId, onClose, me }: { userId: number | null; onClose: () => void; me: User }) {
  const detail = useUserDetail(userId);
  const superAdmin = isSuperAdmin(me);
  const companies = useCompanies(userId !== null && superAdmin);
  const update = useUpdateUserAsAdmin();
  const form = useForm<EditValues>({
    initialValues: { first_name: '', last_name: '', email: '', company_id: null, role: 'user', is_active: true },
    // The contract's checks of the fields this form edits, with its messages.
    validate: schemaResolver(adminUpdateUserBody.pick({ first_name: true, last_name: true, email: true }), { sync: true }),
  });

  const user = detail.data;
  useEffect(() => {
    if (user && user.id === userId) {
      form.setValues(valuesOf(user));
      form.resetDirty(valuesOf(user));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load the user's values when another user or a new answer arrives, not on each render of the form
  }, [user?.id, userId, detail.dataUpdatedAt]);

  const submit = form.onSubmit((values) => {
    if (!user) return;
    update.mutate(
      {
        id: user.id,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        company_id: values.company_id === null ? null : Number(values.company_id),
        role: values.role,
        is_active: values.is_active,
        default_config_id: user.default_config_id ?? 0,
      },
      { onSuccess: onClose },
    );
  });

  const companyOptions = (companies.data ?? []).map((c) => ({ value: String(c.id), label: truncateName(c.name) }));
  if (user && !companyOptions.some((o) => o.value === String(user.company_id)) && user.company_id !== null) {
    companyOptions.push({ value: String(user.company_id), label: truncateName(user.company ?? `Company ${user.company_id}`) });
  }
  const lockedHint = superAdmin ? undefined : 'Only a super admin can change this';

  return (
    <Modal opened={userId !== null} onClose={onClose} title="Edit user" size="lg">
      {detail.isPending && (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      )}
      {detail.isError && (
        <Alert color="red" icon={<IconInfoCircle size={18} />}>
          This user could not be loaded.
        </Alert>
      )}
      {user && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Grid gap="sm">
              <Grid.Col span={6}>
                <TextInput label="First name" {...form.getInputProps('first_name')} />
              </Grid.Col>
              <Grid.Col span={6}>
                <TextInput label="Last name" {...form.getInputProps('last_name')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput label="Email" disabled={!superAdmin} description={lockedHint} {...form.getInputProps('email')} />
              </Grid.Col>
              <Grid.Col span={6}>
                <Select
                  label="Company"
                  data={companyOptions}
                  disabled={!superAdmin}
                  searchable
                  allowDeselect={false}
                  {...form.getInputProps('company_id')}
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <Select
                  label="Role"
                  data={roleOptions(me).map(({ value, label }) => ({ value, label }))}
                  disabled={!superAdmin}
                  allowDeselect={false}
                  {...form.getInputProps('role')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Switch
                  label="Active"
                  description={superAdmin ? 'Inactive users cannot sign in; their sessions end at once.' : lockedHint}
                  disabled={!superAdmin}
                  {...form.getInputProps('is_active', { type: 'checkbox' })}
                />
              </Grid.Col>
            </Grid>

            {!user.email_confirmed && <PendingInvitation user={user} />}

            <Divider label="Project access" labelPosition="left" />
            <ProjectAccessList user={user} canRemove />

            <FormActions justify="flex-end" mt="sm" cancelLabel="Close" onCancel={onClose} submitLabel="Submit changes" loading={update.isPending} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** A user who has not accepted the invitation yet: when they were invited, and Re-send invite (a new link ends the old one). */
function PendingInvitation({ user }: { user: UserDetail }) {
  const reinvite = useReinviteUser();
  return (
    <Alert variant="light" color="yellow" icon={<IconMailForward size={18} />} title="Invitation not accepted yet">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {user.invited_datetime ? `Invited ${new Date(user.invited_datetime).toLocaleDateString()}.` : 'Invited.'} A new link replaces the old one.
        </Text>
        <Button size="xs" variant="white" color="yellow" loading={reinvite.isPending} onClick={() => reinvite.mutate(user.email)}>
          Re-send invite
        </Button>
      </Group>
    </Alert>
  );
}
