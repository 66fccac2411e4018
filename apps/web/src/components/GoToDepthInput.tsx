import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconArrowBarToDown } from '@tabler/icons-react';
import { useDepthUnit } from '../lib/depth-unit';

interface Props {
  /** Moves the graphs to `depth` (ft) or answers why it cannot. */
  onGo: (depth: number) => string | null;
}

/** Go to depth: type a depth in the project's depth unit and press Enter to centre every graph on it. */
export function GoToDepthInput({ onGo }: Props) {
  const display = useDepthUnit();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const cleaned = text.replace(/[,\s]/g, '').replace(/(ft|m)\.?$/i, '');
    const depth = cleaned === '' ? Number.NaN : Number(cleaned);
    setError(onGo(display.toFeet(depth)));
  };
  return (
    <TextInput
      size="xs"
      w={170}
      aria-label="Go to depth"
      placeholder={`Go to depth (${display.unit})`}
      inputMode="decimal"
      leftSection={<IconArrowBarToDown size={14} stroke={1.7} />}
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          submit();
        } else if (e.key === 'Escape') {
          setText('');
          setError(null);
        }
      }}
      data-testid="go-to-depth"
    />
  );
}
