import { useEffect } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { resetPasswordRequestBody } from '@mudstack/contracts';
import { FormActions } from '../../../components/FormActions';
import { useRequestPasswordReset } from '../../../lib/api/password-reset';

interface Props {
  opened: boolean;
  initialEmail?: string;
  onClose: () => void;
}

/** Asks for a password reset link by email; success closes the modal, failure just stops loading. */
export function ForgotPasswordModal({ opened, initialEmail = '', onClose }: Props) {
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(resetPasswordRequestBody, { sync: true }),
  });

  useEffect(() => {
    if (opened) form.setValues({ email: initialEmail });
    // Only when it opens: the sign-in form's email is a convenience prefill.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prefill only when it opens: the sign-in form's email is a convenience
  }, [opened]);

  const close = () => {
    form.clearErrors();
    request.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Forgot password" size="md">
      <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values.email, { onSuccess: close }))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter the email of your account and we will send you a link to choose a new password.
          </Text>
          <TextInput
            label="Email"
            placeholder="you@company.com"
            type="email"
            autoComplete="email"
            leftSection={<IconAt size={16} stroke={1.7} />}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <FormActions justify="flex-end" gap="sm" mt="xs" cancelLabel="Cancel" onCancel={close} submitLabel="Submit" loading={request.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
