import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { restoreRevision } from '../api/save-metadata';
import { projectKeys } from '../../../lib/api/projects';

export const REVISION_TEXTS = {
  title: "You're viewing a past revision of this project",
  notLatest: 'This is not the most up to date version.',
  notice: 'You are viewing a previous revision; saving is disabled.',
  restoreTitle: 'Restore this revision?',
  restoreBody: 'Saving is disabled on a past revision. Restoring makes it the current version as a new revision; nothing in the history is lost.',
} as const;

function RestoreButton({ projectId, dr, mdr, onDone }: { projectId: number; dr?: number; mdr?: number; onDone: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await restoreRevision(projectId, mdr, dr);
          await queryClient.invalidateQueries({ queryKey: projectKeys.all });
          onDone();
          void navigate(`/projects/${projectId}`);
        } catch (error) {
          // Restore failure: logged, loading cleared (spec).
          console.error('restore failed', error);
          setBusy(false);
        }
      }}
    >
      Restore
    </Button>
  );
}

/** The 'Revision mode' modal shown on opening a past revision (dr or mdr in the address). */
export function RevisionModeModal({ projectId, dr, mdr, canWrite }: { projectId: number; dr?: number; mdr?: number; canWrite: boolean }) {
  const [opened, setOpened] = useState(true);
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Revision mode" centered>
      <Stack gap="xs">
        <Text fw={600}>{REVISION_TEXTS.title}</Text>
        {dr !== undefined && <Text size="sm">Data revision: {dr}</Text>}
        {mdr !== undefined && <Text size="sm">Metadata revision: {mdr}</Text>}
        <Text size="sm">{REVISION_TEXTS.notLatest}</Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          {canWrite && <RestoreButton projectId={projectId} dr={dr} mdr={mdr} onDone={() => setOpened(false)} />}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Opened instead of saving while a past revision is shown. */
export function RestoreProjectModal({
  projectId,
  dr,
  mdr,
  canWrite,
  onClose,
}: {
  projectId: number;
  dr?: number;
  mdr?: number;
  canWrite: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={REVISION_TEXTS.restoreTitle} centered>
      <Stack gap="sm">
        <Text size="sm">{REVISION_TEXTS.restoreBody}</Text>
        {!canWrite && (
          <Text size="sm" c="red">
            You need write access to restore a revision.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {canWrite && <RestoreButton projectId={projectId} dr={dr} mdr={mdr} onDone={onClose} />}
        </Group>
      </Stack>
    </Modal>
  );
}
