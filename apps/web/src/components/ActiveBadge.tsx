import { Badge } from '@mantine/core';

/** The Active column of the admin tables: a teal "Yes" or a grey "No". */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge tt="none" variant="light" color={active ? 'teal' : 'gray'}>
      {active ? 'Yes' : 'No'}
    </Badge>
  );
}
