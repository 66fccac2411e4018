import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the invitations pages land. */
export function ActivatePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Activate your account</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
