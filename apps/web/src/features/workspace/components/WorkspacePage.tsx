import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the workspace pages land. */
export function WorkspacePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Project</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
