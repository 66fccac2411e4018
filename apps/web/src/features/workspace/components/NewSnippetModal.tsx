import { useEffect, useState } from 'react';
import { useDepthUnit } from '../../../lib/depth-unit';
import { Button, Checkbox, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { createSnippetBody, type CreateSnippetBody } from '@mudstack/contracts';
import type { ChartSeries } from '../../../components/charts/types';
import { notify } from '../../../lib/notify';

export interface SnippetWindow {
  x: [number, number];
  y: [number, number];
  /** The graph's y scale, saved with the snippet so it opens as it was. */
  scale?: 'linear' | 'log';
}

interface Props {
  opened: boolean;
  onClose: () => void;
  series: ChartSeries[];
  /** The graph's current window, read when the modal opens. */
  window: SnippetWindow | null;
  /** The graph's background subtraction (rows; 0 none): saved with the snippet so it opens as it was. */
  backgroundSubtract?: number;
  onCreate: (body: CreateSnippetBody) => Promise<unknown>;
}

const fmt = (v: number) => (Math.abs(v) >= 100 ? Math.round(v).toString() : v.toPrecision(3));

/** Saves the current zoom window with a name and a series list (spec validation texts). */
export function NewSnippetModal({ opened, onClose, series, window, backgroundSubtract = 0, onCreate }: Props) {
  const du = useDepthUnit();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [renormalize, setRenormalize] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setName('');
    setChosen(series.map((s) => s.name));
    setRenormalize(false);
    setError(null);
  };
  useEffect(() => {
    if (opened) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the modal opens
  }, [opened]);

  const submit = async () => {
    const parsed = createSnippetBody.safeParse({
      name,
      // The view as the graph drew it: window, series, scale, colours and background subtraction.
      config: window
        ? {
            dateWindow: { x: window.x, y: window.y },
            series: chosen,
            ...(window.scale ? { scale: window.scale } : {}),
            colors: Object.fromEntries(series.filter((s) => chosen.includes(s.name)).map((s) => [s.name, s.color])),
            ...(backgroundSubtract > 0 ? { backgroundSubtract } : {}),
          }
        : undefined,
      renormalize,
    });
    if (!parsed.success) {
      // The first problem in the spec's order: name, series, window.
      const messages = parsed.error.issues.map((i) => i.message);
      const order = ['Snippet needs a name!', 'Missing graph series information!', 'Missing graph window information'];
      const message = order.find((m) => messages.includes(m)) ?? messages[0];
      setError(message);
      notify.error(message);
      return;
    }
    setBusy(true);
    try {
      await onCreate(parsed.data);
      notify.success('Snippet saved.');
      onClose();
    } catch {
      reset(); // spec: a failed creation resets the form silently
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New snippet" size="md">
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error === 'Snippet needs a name!' ? error : undefined}
          data-autofocus
        />
        <div>
          <Text size="sm" fw={500}>
            Window
          </Text>
          <Text size="sm" c={window ? undefined : 'red'}>
            {window
              ? `Depth ${du.text(window.x[0])} – ${du.text(window.x[1])} ${du.unit} · values ${fmt(window.y[0])} – ${fmt(window.y[1])}`
              : 'Missing graph window information'}
          </Text>
        </div>
        <Checkbox.Group label="Series" value={chosen} onChange={setChosen} error={error === 'Missing graph series information!' ? error : undefined}>
          <Group gap="md" mt={4}>
            {series.map((s) => (
              <Checkbox key={s.name} value={s.name} label={s.label} color={s.color} />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch label="Renormalize" checked={renormalize} onChange={(e) => setRenormalize(e.currentTarget.checked)} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            Save snippet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
