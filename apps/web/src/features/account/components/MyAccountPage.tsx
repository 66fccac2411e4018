import { useEffect, useState } from 'react';
import { Button, Container, Divider, Grid, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconKey, IconLock, IconMail } from '@tabler/icons-react';
import type { User } from '@mudstack/contracts';
import { FormActions } from '../../../components/FormActions';
import { NOTICE_MS } from '../../../lib/notice-catalogue';
import { notify } from '../../../lib/notify';
import { ROLE_LABEL, useCurrentUser } from '../../../lib/session';
import { useAbout } from '../api/get-about';
import { MUDSTACK_RELEASE } from '../../../lib/release';
import { useConfigOptions } from '../../../lib/api/graph-configs';
import { useRequestPasswordReset } from '../../../lib/api/password-reset';
import { useUpdateAccount } from '../api/update-account';
import { AccessTokensPanel } from './AccessTokensPanel';

export const NOT_YOUR_EMAIL = 'That is not your email!';
export const CANCELED = 'Canceled.';
/** The select's value for the built-in default configuration (id 0, stored as none). */
const BUILTIN = '0';

interface AccountValues {
  first_name: string;
  last_name: string;
  default_config_id: string;
}

const valuesOf = (u: User): AccountValues => ({
  first_name: u.first_name,
  last_name: u.last_name,
  default_config_id: String(u.default_config_id ?? 0),
});

/** "Enter your email to receive a password reset message." — only the user's own email is accepted. */
function ResetPasswordModal({ opened, onClose, email }: { opened: boolean; onClose: () => void; email: string }) {
  const [value, setValue] = useState('');
  const reset = useRequestPasswordReset();
  useEffect(() => {
    if (!opened) setValue('');
  }, [opened]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (value.trim().toLowerCase() !== email.toLowerCase()) {
      notify.error(NOT_YOUR_EMAIL);
      return;
    }
    reset.mutate(value.trim(), { onSuccess: onClose });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Reset password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">Enter your email to receive a password reset message.</Text>
          <TextInput
            label="Email"
            type="email"
            leftSection={<IconMail size={16} stroke={1.7} />}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-autofocus
          />
          <FormActions justify="flex-end" cancelLabel="Cancel" onCancel={onClose} submitLabel="Submit" loading={reset.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function AboutFooter() {
  const about = useAbout();
  return <VersionLine release={MUDSTACK_RELEASE} lastCommit={about.data?.last_commit ?? null} />;
}

/** The version in small type: the release and the short commit ("Mudstack 0.1.0 · 493b877"), never a commit message. */
export function VersionLine({ release, lastCommit }: { release: string; lastCommit: string | null }) {
  // last_commit is "{short hash} {subject}": only the hash is shown.
  const hash = lastCommit?.split(' ')[0];
  return (
    <Text size="xs" c="dimmed" ta="center" mt="xl" data-testid="version">
      Mudstack {release}
      {hash ? ` · ${hash}` : ''}
    </Text>
  );
}

/** My account: names and default configuration are editable; email, role and company are shown only. */
export function MyAccountPage() {
  const me = useCurrentUser();
  const configs = useConfigOptions();
  const update = useUpdateAccount();
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm<AccountValues>({
    initialValues: me ? valuesOf(me) : { first_name: '', last_name: '', default_config_id: BUILTIN },
    validate: {
      first_name: (v) => (v.trim() ? null : 'First name required.'),
      last_name: (v) => (v.trim() ? null : 'Last name required.'),
    },
  });
  useEffect(() => {
    if (me) {
      form.setValues(valuesOf(me));
      form.resetDirty(valuesOf(me));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload the form when the stored account changes, not on every render
  }, [me?.id, me?.first_name, me?.last_name, me?.default_config_id]);

  if (!me) return null;

  const options = [
    { value: BUILTIN, label: 'Default configuration (built in)' },
    ...(configs.data ?? []).filter((c) => c.id !== 0).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  if (!options.some((o) => o.value === form.values.default_config_id)) {
    options.push({ value: form.values.default_config_id, label: `Configuration #${form.values.default_config_id}` });
  }

  const cancel = () => {
    form.setValues(valuesOf(me));
    form.resetDirty(valuesOf(me));
    notifications.show({ message: CANCELED, color: 'gray', autoClose: NOTICE_MS, withBorder: true });
  };
  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        id: me.id,
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: me.email,
          role: me.role,
          default_config_id: Number(values.default_config_id),
        },
      },
      { onSuccess: () => notify.success('Your account has been saved.') },
    ),
  );

  return (
    <Container size="sm" py="xl">
      <Title order={2}>My account</Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        Your name, and the graph configuration your projects open with.
      </Text>
      <Paper withBorder shadow="xs" p="xl">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="First name" {...form.getInputProps('first_name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Last name" {...form.getInputProps('last_name')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Select
                  label="Default graph configuration"
                  description="Used when a project is opened without choosing one"
                  data={options}
                  allowDeselect={false}
                  {...form.getInputProps('default_config_id')}
                />
              </Grid.Col>
            </Grid>
            <Divider />
            <Grid gap="sm">
              <Grid.Col span={12}>
                <TextInput label="Email" value={me.email} readOnly variant="filled" leftSection={<IconLock size={14} stroke={1.7} />} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Role" value={ROLE_LABEL[me.role]} readOnly variant="filled" leftSection={<IconLock size={14} stroke={1.7} />} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Company" value={me.company ?? '—'} readOnly variant="filled" leftSection={<IconLock size={14} stroke={1.7} />} />
              </Grid.Col>
            </Grid>
            <Group justify="space-between" mt="sm">
              <Button variant="light" leftSection={<IconKey size={16} stroke={1.7} />} onClick={() => setResetOpen(true)}>
                Reset password
              </Button>
              <FormActions gap="sm" cancelLabel="Cancel" onCancel={cancel} submitLabel="Save changes" loading={update.isPending} />
            </Group>
          </Stack>
        </form>
      </Paper>
      <AccessTokensPanel />
      <AboutFooter />
      <ResetPasswordModal opened={resetOpen} onClose={() => setResetOpen(false)} email={me.email} />
    </Container>
  );
}
