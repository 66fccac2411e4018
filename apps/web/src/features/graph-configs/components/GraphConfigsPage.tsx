import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartLine, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GraphConfig } from '@mudstack/contracts';
import { isDefaultConfig } from '@mudstack/core';
import { useGraphConfigs } from '../api/list-graph-configs';
import classes from './graph-configs.module.css';
import { LoadFailed } from '../../../components/LoadFailed';

const plural = (n: number, word: string) => `${n} ${word}(s)`;

function ConfigCard({ config }: { config: GraphConfig }) {
  const protectedDefault = isDefaultConfig(config);
  return (
    <Card
      component={Link}
      to={`/graph-configurations/edit/${config.id}`}
      withBorder
      padding="lg"
      className={classes.card}
      data-testid="graph-config-card"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={650} size="lg" lineClamp={2} className={classes.cardName}>
          {config.name}
        </Text>
        {protectedDefault && (
          <Badge variant="light" color="gray" leftSection={<IconLock size={12} />} style={{ flexShrink: 0 }}>
            Default
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3} mt={6} className={classes.cardDescription}>
        {config.description || 'No description.'}
      </Text>
      <Group justify="space-between" mt="md" gap="xs">
        <Badge variant="light" tt="none" size="md" fw={600} leftSection={<IconChartLine size={12} />}>
          {plural(config.graphs.length, 'graph')}
        </Badge>
        {config.company && (
          <Text size="xs" c="dimmed" truncate maw="55%">
            {config.company}
          </Text>
        )}
      </Group>
    </Card>
  );
}

/** The configuration list: every configuration the user may use, as cards sorted by id. */
export function GraphConfigsPage() {
  const { data, isPending, isError, refetch, isFetching } = useGraphConfigs();
  const configs = [...(data ?? [])].sort((a, b) => a.id - b.id);

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{isPending ? 'Graph configurations' : `${configs.length} Available Configuration(s)`}</Title>
          <Text c="dimmed" size="sm">
            Which graphs a project shows, in what order, and with which series and colours.
          </Text>
        </Stack>
        <Button component={Link} to="/graph-configurations/edit/new">
          + Create New
        </Button>
      </Group>

      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <LoadFailed what="The graph configurations" onRetry={() => void refetch()} retrying={isFetching} />
      ) : configs.length === 0 ? (
        <Alert variant="light" color="gray" title="No configurations">
          It appears you don't have any graph configurations? Press + Create New to make one.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {configs.map((config) => (
            <ConfigCard key={config.id} config={config} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
