import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loginBody, type LoginBody } from '@mudstack/contracts';
import { AuthFormCard } from '../../../components/AuthScreen';
import { currentUserQueryKey, storeUser } from '../../../lib/session';
import { useLogin } from '../api/login';
import { ForgotPasswordModal } from './ForgotPasswordModal';

/** Sign-in: email and password; Enter submits; "Forgot password?" opens the reset-request modal. */
export function LoginPage() {
  const [forgotOpen, setForgotOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: (user) => {
        storeUser(user);
        queryClient.setQueryData(currentUserQueryKey, user);
        void navigate('/projects', { replace: true });
      },
    });
  });

  return (
    <>
      <AuthFormCard title="Sign in" lead="Welcome back. Sign in to your Mudstack account." onSubmit={submit}>
        <TextInput
          label="Email"
          placeholder="you@company.com"
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} stroke={1.7} />}
          data-autofocus
          autoFocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.7} />}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          Sign in
        </Button>
      </AuthFormCard>
      <ForgotPasswordModal opened={forgotOpen} initialEmail={form.getValues().email} onClose={() => setForgotOpen(false)} />
    </>
  );
}
