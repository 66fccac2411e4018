import type { Page } from '@playwright/test';
import { expect } from './setup';

/** How long a save may take to show on the status line (the autosave's 10 s tick, then the call). */
export const SAVE_WAIT = 25_000;

/**
 * Records every text the status line shows from now on (once per page): a state can last less than one look at it
 * (the autosave's 10 s tick may fall just after an edit, and "Changes will be autosaved" then lasts a few
 * milliseconds). A test with two pages records both before either edits: while one page is edited, the other's
 * save can come and go ("Changes have been saved", then "Project up to date" on its next poll).
 */
export async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __statuses?: string[]; __statusCursor?: number };
    if (w.__statuses) return;
    const seen: string[] = [];
    w.__statuses = seen;
    w.__statusCursor = 0;
    const look = () => {
      const line = document.querySelector<HTMLElement>('[data-testid="workspace-status"]');
      const now = line?.innerText;
      if (now !== undefined && now !== seen[seen.length - 1]) seen.push(now);
    };
    look();
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until the status line has shown `text` since the state the last wait matched (recorded from the first wait, or recordStatuses, on). */
export async function waitForStatus(page: Page, text: string, timeout = SAVE_WAIT) {
  await recordStatuses(page);
  const shown = () =>
    page.evaluate((wanted) => {
      const w = window as unknown as { __statuses: string[]; __statusCursor: number };
      const at = w.__statuses.indexOf(wanted, w.__statusCursor);
      if (at < 0) return w.__statuses.slice(w.__statusCursor);
      w.__statusCursor = at + 1;
      return true;
    }, text);
  await expect.poll(shown, { timeout, intervals: [250], message: `status "${text}"` }).toBe(true);
}
