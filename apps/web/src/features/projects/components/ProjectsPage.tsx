import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the projects pages land. */
export function ProjectsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Active projects</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
