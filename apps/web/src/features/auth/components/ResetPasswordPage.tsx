import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { passwordSchema } from '@mudstack/contracts';
import { AuthFormCard, BackToSignInLink, NewPasswordFields } from '../../../components/AuthScreen';
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
    reset.mutate({ token, password: values.password }, { onSuccess: () => void navigate('/auth/login', { replace: true }) });
  });

  return (
    <>
      <AuthFormCard title="Choose a new password" lead="Use at least 8 characters. You will sign in with it afterwards." onSubmit={submit}>
        <NewPasswordFields form={form} autoFocus />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          Set password
        </Button>
      </AuthFormCard>
      <BackToSignInLink />
    </>
  );
}
