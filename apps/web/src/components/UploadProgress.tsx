import { Progress, Stack, Text } from '@mantine/core';
import { partOfSizeText } from '../lib/file-size';

/** Bytes of an upload's body sent so far, of its total. */
export interface UploadState {
  sent: number;
  total: number;
}

/** What an upload's bar says: the bytes and percentage sent, then that the server is reading the file. */
export function uploadText({ sent, total }: UploadState): { percent: number; text: string } {
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  if (total > 0 && sent >= total) return { percent: 100, text: 'Reading the file...' };
  return { percent, text: `Sending ${partOfSizeText(sent, total)} (${percent}%)` };
}

/** An upload's progress: a bar that moves with the bytes sent, then a moving stripe while the server reads the file. */
export function UploadProgress({ state }: { state: UploadState | null }) {
  if (!state) return null;
  const { percent, text } = uploadText(state);
  const reading = percent === 100;
  return (
    <Stack gap={4} data-testid="upload-progress" aria-live="polite">
      <Progress value={percent} striped={reading} animated={reading} aria-label="Upload progress" />
      <Text size="xs" c="dimmed" data-testid="upload-progress-text">
        {text}
      </Text>
    </Stack>
  );
}
