import { useState } from 'react';
import { useDepthUnit } from '../../../lib/depth-unit';
import { Button, Divider, Group, Modal, SegmentedControl, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import type { Snippet } from '@mudstack/contracts';
import { BACKGROUND_OPTIONS } from '../../../lib/graph-sections';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Background subtraction window in rows, or 0 for none. */
  background: number;
  onBackgroundChange: (value: number) => void;
  snippets: Snippet[];
  canCreateSnippet: boolean;
  onViewSnippet: (snippet: Snippet) => void;
  onNewSnippet: () => void;
}

/** The level background subtraction starts at (spec: Moderate 32 is the default). */
export const DEFAULT_BACKGROUND_LEVEL = 32;

/**
 * Per graph: background subtraction, switched on or off, at Light 12 / Moderate 32 (the default) /
 * Heavy 64, and the project's snippets.
 */
export function GraphSettingsModal(props: Props) {
  const du = useDepthUnit();
  const { opened, onClose, title, background, onBackgroundChange, snippets } = props;
  // The level chosen, kept while subtraction is off so switching it on again restores it.
  const [level, setLevel] = useState(background > 0 ? background : DEFAULT_BACKGROUND_LEVEL);
  const data = BACKGROUND_OPTIONS.map((o) => ({ label: `${o.label} (${o.value})`, value: String(o.value) }));
  return (
    <Modal opened={opened} onClose={onClose} title={`Graph settings: ${title}`} size="md">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} mb={6}>
            Background subtract
          </Text>
          <Switch
            label="Subtract the background"
            checked={background > 0}
            onChange={(event) => onBackgroundChange(event.currentTarget.checked ? level : 0)}
            mb="xs"
          />
          <SegmentedControl
            fullWidth
            data={data}
            value={String(level)}
            aria-label="Background level"
            onChange={(v) => {
              setLevel(Number(v));
              if (background > 0) onBackgroundChange(Number(v));
            }}
          />
        </div>
        <Divider />
        <div>
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600}>
              Snippets
            </Text>
            {props.canCreateSnippet && (
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={props.onNewSnippet}>
                New snippet
              </Button>
            )}
          </Group>
          {snippets.length === 0 ? (
            <Text size="sm" c="dimmed">
              No snippets saved for this project yet. Zoom a graph to a view worth keeping and press New snippet (the bookmark in its header).
            </Text>
          ) : (
            <Stack gap={4} mah={260} style={{ overflowY: 'auto' }}>
              {snippets.map((s) => (
                <UnstyledButton
                  key={s.id}
                  onClick={() => props.onViewSnippet(s)}
                  px="xs"
                  py={6}
                  style={{ borderRadius: 6 }}
                  className="ms-snippet-row"
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {s.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {du.text(s.config.dateWindow.x[0])} – {du.text(s.config.dateWindow.x[1])} {du.unit} · {s.config.series.length} series
                      </Text>
                    </div>
                    <IconEye size={16} stroke={1.6} />
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Modal>
  );
}
