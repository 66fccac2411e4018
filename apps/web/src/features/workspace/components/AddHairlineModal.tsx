import { useEffect, useState } from 'react';
import { Modal, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { FormActions } from '../../../components/FormActions';

interface Props {
  opened: boolean;
  depth: number | null;
  onClose: () => void;
  onAdd: (hairline: { xval: number; text: string; isZone: boolean }) => void;
}

/** Opened 300 ms after a click on a graph: annotation or zone at the clicked depth, with a note. */
export function AddHairlineModal({ opened, depth, onClose, onAdd }: Props) {
  const [isZone, setIsZone] = useState(false);
  const [xval, setXval] = useState<number | string>(depth ?? '');
  const [text, setText] = useState('');

  useEffect(() => {
    if (opened) {
      setXval(depth ?? '');
      setText('');
    }
  }, [opened, depth]);

  const numeric = typeof xval === 'number' && Number.isFinite(xval);
  const submit = () => {
    if (!numeric) return;
    onAdd({ xval: Math.round(xval), text: text.trim(), isZone });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={isZone ? 'Add zone' : 'Add annotation'} size="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Switch label="Zone (off: annotation)" checked={isZone} onChange={(e) => setIsZone(e.currentTarget.checked)} />
          <NumberInput
            label="Depth (ft)"
            value={xval}
            onChange={setXval}
            allowDecimal={false}
            required
            error={numeric ? undefined : 'Enter a depth'}
          />
          <Textarea label="Note" value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} data-autofocus />
          <FormActions justify="flex-end" gap="xs" cancelLabel="Cancel" onCancel={onClose} submitLabel="Add" disabled={!numeric} />
        </Stack>
      </form>
    </Modal>
  );
}
