import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * A call that failed, said where its answer would have been: what could not be loaded, and a Try again button
 * that makes the call again (the page and everything on it stay as they are).
 */
export function LoadFailed({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Group gap="xs" justify="center" wrap="wrap" role="alert" data-testid="load-failed">
      <Text size="sm" c="red.8">
        {what} could not be loaded. Check your connection, then try again.
      </Text>
      <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Group>
  );
}
