import { Alert, Anchor, Button, Center, Loader, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { INVITATION_MESSAGES } from '@mudstack/contracts';
import { AuthFormCard, BackToSignInLink, NewPasswordFields } from '../../../components/AuthScreen';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useConfirmInvitation } from '../api/confirm-invitation';
import { useInvitation } from '../api/get-invitation';
import { activationError, type ActivationValues } from '../activation-rules';

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <Title order={2} mb="lg">
        This invitation cannot be used
      </Title>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} title="Invitation link not valid">
        {message}
      </Alert>
      <Text ta="center" size="sm" mt="lg">
        Already activated?{' '}
        <Anchor component={Link} to="/auth/login">
          Sign in
        </Anchor>
      </Text>
    </>
  );
}

/** Invitation activation (/auth/activate/:token and /auth/register/:token): names and a password, then sign in. */
export function ActivatePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const confirm = useConfirmInvitation();
  const form = useForm<ActivationValues>({ initialValues: { first_name: '', last_name: '', password: '', confirmPassword: '' } });

  if (invitation.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (invitation.isError) {
    const message =
      invitation.error instanceof ApiError && invitation.error.status === 400 ? invitation.error.message : INVITATION_MESSAGES.invalidToken;
    return <InvalidLink message={message} />;
  }
  if (confirm.error instanceof ApiError && confirm.error.status === 400) return <InvalidLink message={confirm.error.message} />;

  const submit = form.onSubmit((values) => {
    const problem = activationError(values);
    if (problem) {
      notify.error(problem.message);
      form.setFieldError(problem.field, problem.message);
      return;
    }
    confirm.mutate(
      { token, first_name: values.first_name.trim(), last_name: values.last_name.trim(), password: values.password },
      { onSuccess: () => void navigate('/auth/login', { replace: true }) },
    );
  });

  const lead = (
    <>
      {invitation.data.company ? `You were invited to join ${invitation.data.company}. ` : ''}Tell us your name and choose a password (at least 8
      characters).
    </>
  );
  return (
    <>
      <AuthFormCard title="Activate your account" lead={lead} onSubmit={submit}>
        <TextInput label="Email" value={invitation.data.email} readOnly variant="filled" leftSection={<IconMail size={16} stroke={1.7} />} />
        <TextInput label="First name" autoComplete="given-name" data-autofocus autoFocus {...form.getInputProps('first_name')} />
        <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth size="md" loading={confirm.isPending}>
          Activate account
        </Button>
      </AuthFormCard>
      <BackToSignInLink />
    </>
  );
}
