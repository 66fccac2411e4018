import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export interface InlineEditProps {
  value: string;
  /** Returns an error message to keep the editor open, or nothing when saved. */
  onSave: (value: string) => string | null | void;
  onOpen?: () => void;
  onClose?: () => void;
  disabled?: boolean;
  label: string;
  /** What the closed cell shows (defaults to the value). */
  display?: ReactNode;
  placeholder?: string;
}

/**
 * A table cell that edits in place (spec: Inline editors): a click opens it; Enter or the check
 * saves; Esc or the close button cancels and restores the original.
 */
export function InlineEdit({ value, onSave, onOpen, onClose, disabled, label, display, placeholder }: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    if (disabled || editing) return;
    setDraft(value);
    setError(null);
    setEditing(true);
    onOpen?.();
  };
  const close = () => {
    setEditing(false);
    setError(null);
    onClose?.();
  };
  const save = () => {
    const problem = onSave(draft);
    if (problem) {
      setError(problem);
      return;
    }
    close();
  };

  if (!editing) {
    return (
      <UnstyledButton
        onClick={open}
        disabled={disabled}
        style={{ cursor: disabled ? 'default' : 'text', minHeight: 20, width: '100%', fontSize: 'inherit' }}
      >
        {/* Named "Edit <label>: <what it shows>": the visible text is part of the name, as WCAG 2.5.3 asks. */}
        {!disabled && <VisuallyHidden>{`Edit ${label}: `}</VisuallyHidden>}
        {display ?? (value === '' ? <span style={{ color: 'var(--mantine-color-dimmed)' }}>{placeholder ?? '—'}</span> : value)}
      </UnstyledButton>
    );
  }
  return (
    <Group gap={2} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={label}
        value={draft}
        error={error}
        autoFocus
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            close();
          }
        }}
        style={{ flex: 1 }}
      />
      <ActionIcon size="sm" variant="subtle" color="teal" aria-label={`Save ${label}`} onClick={save}>
        <IconCheck size={14} />
      </ActionIcon>
      <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Cancel ${label}`} onClick={close}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}
