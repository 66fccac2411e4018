import { useEffect, useState } from 'react';
import { ActionIcon, Kbd, Modal, Table, Text } from '@mantine/core';
import { HoverHint } from '../../../components/HoverHint';
import { IconKeyboard } from '@tabler/icons-react';
import { GRAPH_SHORTCUTS } from '../../../components/charts/keyboard';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The `?` help: the graphs' keyboard and mouse shortcuts, from a button or the `?` key. */
export function ShortcutsHelp({ mouseHelp }: { mouseHelp: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !event.ctrlKey && !event.metaKey && !typing(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <HoverHint label="Keyboard shortcuts (?)">
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Keyboard shortcuts" onClick={() => setOpen(true)}>
          <IconKeyboard size={16} stroke={1.7} />
        </ActionIcon>
      </HoverHint>
      <Modal opened={open} onClose={() => setOpen(false)} title="Keyboard shortcuts" size="md">
        <Text size="sm" mb="sm">
          Press Tab to focus a graph; the keys move every graph of the section together.
        </Text>
        <Table withRowBorders={false} verticalSpacing={4} data-testid="shortcuts-table">
          <Table.Tbody>
            {GRAPH_SHORTCUTS.map((s) => (
              <Table.Tr key={s.keys}>
                <Table.Td w={110}>
                  <Kbd size="sm">{s.keys}</Kbd>
                </Table.Td>
                <Table.Td>{s.action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" mt="sm">
          Mouse: {mouseHelp}
        </Text>
      </Modal>
    </>
  );
}
