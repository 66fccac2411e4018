import { Center, Loader } from '@mantine/core';

/** A centred spinner for a page (or a lazily loaded route) that is not ready yet. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" aria-busy="true" aria-label={label}>
      <Loader type="dots" size="lg" />
    </Center>
  );
}
