import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the account pages land. */
export function MyAccountPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>My account</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
