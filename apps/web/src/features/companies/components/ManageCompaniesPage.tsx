import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the companies pages land. */
export function ManageCompaniesPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Manage Companies</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
