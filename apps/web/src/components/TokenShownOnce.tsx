import type { ReactNode } from 'react';
import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A token just made, shown this once with a Copy button (personal access tokens in My account, a project's ingest
 * tokens): Mudstack keeps only its hash. `children` says what it is for.
 */
export function TokenShownOnce(props: { token: string; warning: string; testId: string; children?: ReactNode }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow">{props.warning}</Alert>
      <Group gap="xs" wrap="nowrap">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={props.testId}>
          {props.token}
        </Code>
        <CopyButton value={props.token}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy the token'}>
              <ActionIcon variant="light" onClick={copy} aria-label="Copy the token">
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {props.children}
    </Stack>
  );
}
