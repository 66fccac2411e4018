import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the graph-configuration pages land. */
export function GraphConfigEditorPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Manage Graph Configuration</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
