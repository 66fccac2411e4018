import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { passwordSchema } from '@mudstack/contracts';
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';

/** Reset-password screen: new and confirm password for the emailed token; success goes to login. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => passwordSchema.safeParse(value).error?.issues[0]?.message ?? null,
    },
  });

  const submit = form.onSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      notify.error(PASSWORDS_DO_NOT_MATCH);
      form.setFieldError('confirmPassword', PASSWORDS_DO_NOT_MATCH);
      return;
    }
    reset.mutate(
      { token, password: values.password },
      { onSuccess: () => void navigate('/auth/login', { replace: true }) },
    );
  });

  return (
    <>
      <Stack gap={6} mb="lg">
        <Title order={2}>Choose a new password</Title>
        <Text c="dimmed" size="sm">
          Use at least 8 characters. You will sign in with it afterwards.
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" p="xl">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              leftSection={<IconLock size={16} stroke={1.7} />}
              data-autofocus
              autoFocus
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              leftSection={<IconLock size={16} stroke={1.7} />}
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" fullWidth size="md" loading={reset.isPending}>
              Set password
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to="/auth/login">
          Back to sign in
        </Anchor>
      </Text>
    </>
  );
}
