import { Container, Text, Title } from '@mantine/core';

/** Placeholder until the export pages land. */
export function PrintableExportPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Printable export</Title>
      <Text c="dimmed" mt="xs">
        This page is not built yet.
      </Text>
    </Container>
  );
}
