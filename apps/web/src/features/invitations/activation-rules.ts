import { PASSWORD_MIN_LENGTH } from '@mudstack/contracts';

export const ACTIVATION_TEXTS = {
  firstName: 'First name required.',
  lastName: 'Last name required.',
  emptyPasswords: 'Password fields cannot be empty.',
  mismatch: 'Passwords do not match!',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

export interface ActivationValues {
  first_name: string;
  last_name: string;
  password: string;
  confirmPassword: string;
}

/** The first failing rule of the activation form, in the spec's order, or null. */
export function activationError(values: ActivationValues): { field: keyof ActivationValues; message: string } | null {
  if (!values.first_name.trim()) return { field: 'first_name', message: ACTIVATION_TEXTS.firstName };
  if (!values.last_name.trim()) return { field: 'last_name', message: ACTIVATION_TEXTS.lastName };
  if (!values.password || !values.confirmPassword) {
    return { field: values.password ? 'confirmPassword' : 'password', message: ACTIVATION_TEXTS.emptyPasswords };
  }
  if (values.password !== values.confirmPassword) return { field: 'confirmPassword', message: ACTIVATION_TEXTS.mismatch };
  if (values.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: ACTIVATION_TEXTS.tooShort };
  return null;
}
