import { useEffect, useState } from 'react';
import { useDepthUnit } from '../../../lib/depth-unit';
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
  // Shown and typed in the project's depth unit; a marker is stored at a whole foot.
  const du = useDepthUnit();
  const shown = (ft: number | null) => (ft == null ? '' : du.unit === 'ft' ? ft : Number(du.show(ft).toFixed(du.decimals)));
  const [isZone, setIsZone] = useState(false);
  const [xval, setXval] = useState<number | string>(shown(depth));
  const [text, setText] = useState('');

  useEffect(() => {
    if (opened) {
      setXval(shown(depth));
      setText('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset to the clicked depth when the dialog opens; `shown` follows the unit
  }, [opened, depth]);

  const numeric = typeof xval === 'number' && Number.isFinite(xval);
  const submit = () => {
    if (!numeric) return;
    onAdd({ xval: Math.round(du.toFeet(xval)), text: text.trim(), isZone });
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
            label={`Depth (${du.unit})`}
            value={xval}
            onChange={setXval}
            allowDecimal={du.unit !== 'ft'}
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
