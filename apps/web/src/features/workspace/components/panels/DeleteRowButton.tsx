import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The small red trash icon at the end of an editable side-panel row; the click does not select the row. */
export function DeleteRowButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  return (
    <ActionIcon
      size="xs"
      variant="subtle"
      color="red"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onDelete();
      }}
    >
      <IconTrash size={12} />
    </ActionIcon>
  );
}
