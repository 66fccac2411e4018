import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a route fails to load or render; the rest of the app keeps working after a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <IconAlertTriangle size={44} color="var(--mantine-color-orange-6)" stroke={1.6} />
        <Title order={3}>This page could not be shown</Title>
        <Text c="dimmed">Something went wrong while loading it{detail ? ` (${detail})` : ''}. Reload the page, or go back to your projects.</Text>
        <Button mt="sm" onClick={() => window.location.assign('/projects')}>
          Go to projects
        </Button>
      </Stack>
    </Center>
  );
}
