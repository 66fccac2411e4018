import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the users pages land. */
export function ManageUsersPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Manage Users</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
