import type { FormEventHandler, ReactNode } from 'react';
import { Anchor, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

// Pieces of the screens beside the brand panel (sign-in, password reset, invitation activation).

/** The screen's title and dimmed lead, then its form in a bordered card. */
export function AuthFormCard({
  title,
  lead,
  onSubmit,
  children,
}: {
  title: string;
  lead: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <>
      <Stack gap={6} mb="lg">
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="sm">
          {lead}
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" p="xl">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">{children}</Stack>
        </form>
      </Paper>
    </>
  );
}

/** "New password" and "Confirm password"; the form checks that they match. */
export function NewPasswordFields({
  form,
  autoFocus = false,
}: {
  form: { getInputProps: (path: 'password' | 'confirmPassword') => GetInputPropsReturnType };
  /** Focus the first field when the screen opens. */
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        leftSection={<IconLock size={16} stroke={1.7} />}
        {...(autoFocus && { 'data-autofocus': true, autoFocus: true })}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        leftSection={<IconLock size={16} stroke={1.7} />}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}

/** The centred link under the card. */
export function BackToSignInLink() {
  return (
    <Text ta="center" size="sm" mt="lg">
      <Anchor component={Link} to="/auth/login">
        Back to sign in
      </Anchor>
    </Text>
  );
}
