import { createElement } from 'react';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { GENERIC_ERROR_TEXT, GENERIC_NOTICE_MS, NOTICE_MS, type Notice } from './notice-catalogue';

export interface NotifyOptions {
  title?: string;
  /** Milliseconds; defaults follow the catalogue (5.5 s, the generic failure 8 s). */
  autoClose?: number;
  /** Reusing an id replaces a notice instead of stacking a copy. */
  id?: string;
}

/** Shows one notice of the catalogue at the top right (the position is set on the provider). */
export function showNotice(notice: Notice, id?: string) {
  const success = notice.kind === 'success';
  notifications.show({
    ...(id ? { id } : {}),
    color: success ? 'green' : 'red',
    icon: createElement(success ? IconCheck : IconX, { size: 18, stroke: 2.2 }),
    title: notice.title,
    // A long notice (a LAS 3.0 file's data sets) stays on the screen: its text scrolls past 40% of the window.
    message: createElement(
      'div',
      { 'data-testid': 'notice-text', style: { maxHeight: '40vh', overflowY: 'auto', overflowWrap: 'anywhere' } },
      notice.message,
    ),
    autoClose: notice.autoClose,
    withBorder: true,
  });
}

/** Green and red notices for features, with the spec's durations. */
export const notify = {
  success(message: string, options: NotifyOptions = {}) {
    showNotice({ kind: 'success', message, title: options.title, autoClose: options.autoClose ?? NOTICE_MS }, options.id);
  },
  error(message: string, options: NotifyOptions = {}) {
    showNotice({ kind: 'error', message, title: options.title, autoClose: options.autoClose ?? NOTICE_MS }, options.id);
  },
  /** Takes every notice off the screen: a form sent again, whose last attempt's notices no longer stand. */
  clear() {
    notifications.clean();
  },
  /** The catalogue's "Something went wrong!" notice, 8 s. */
  genericError() {
    showNotice({ kind: 'error', message: GENERIC_ERROR_TEXT, autoClose: GENERIC_NOTICE_MS });
  },
};
