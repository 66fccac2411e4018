import type { ReactNode } from 'react';
import { Button, Group, type GroupProps } from '@mantine/core';

interface FormActionsProps extends GroupProps {
  /** "Cancel" or "Close": leaves the form without saving. */
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The submit button spins while the request runs. */
  loading?: boolean;
  disabled?: boolean;
}

/** A form's footer: the button that leaves without saving, then its submit button; the Group props place them. */
export function FormActions({ cancelLabel, onCancel, submitLabel, loading, disabled, ...group }: FormActionsProps) {
  return (
    <Group {...group}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
