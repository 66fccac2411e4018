/**
 * WITS Level 0: the ASCII form of the Wellsite Information Transfer Specification. A frame starts with a line
 * `&&`, ends with a line `!!`, and holds one data item per line between them: four digits (the record `RR`
 * and the item `II`) and the value, as in `0108 1234.5` without the space (`01081234.5`). Lines end in CR LF
 * or LF. The reader below takes the stream in chunks as a socket delivers them (a frame may be split anywhere,
 * even inside a line) and keeps at most one partial frame.
 */

/** One data item of a frame: record (1-99), item within the record (1-99), the value as sent. */
export interface WitsItem {
  record: number;
  item: number;
  value: string;
}

export interface WitsFrame {
  items: WitsItem[];
}

/** A frame longer than this many bytes is not WITS Level 0 (a record has at most 99 items): it is dropped as damaged. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** A line of this many bytes with no frame start is noise: dropped without waiting for its end. */
const MAX_LINE_BYTES = 4 * 1024;

const ITEM_LINE = /^(\d{2})(\d{2})(.*)$/;

/** What a reader has seen: frames read whole, damaged frames dropped, lines outside any frame. */
export interface WitsCounts {
  frames: number;
  damaged: number;
  noise: number;
}

/**
 * A resumable WITS Level 0 reader: `push` each chunk as it arrives and take the frames it completes. A damaged
 * frame (a line that is not `RRII...`, a new `&&` before `!!`, a frame past MAX_FRAME_BYTES) is counted and
 * dropped; the next `&&` starts afresh.
 */
export class WitsReader {
  readonly counts: WitsCounts = { frames: 0, damaged: 0, noise: 0 };
  private line = '';
  private open: WitsItem[] | null = null;
  private openBytes = 0;
  private openDamaged = false;

  push(chunk: string): WitsFrame[] {
    const out: WitsFrame[] = [];
    let from = 0;
    for (;;) {
      const end = chunk.indexOf('\n', from);
      if (end < 0) break;
      this.line += chunk.slice(from, end);
      this.takeLine(this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line, out);
      this.line = '';
      from = end + 1;
    }
    this.line += chunk.slice(from);
    if (this.line.length > MAX_LINE_BYTES) {
      // A line this long is never a WITS line: drop it (and the frame it is in).
      if (this.open) this.dropOpen();
      else this.counts.noise++;
      this.line = '';
    }
    return out;
  }

  private takeLine(raw: string, out: WitsFrame[]) {
    const line = raw.trim();
    if (line === '&&') {
      if (this.open) this.dropOpen();
      this.open = [];
      this.openBytes = 0;
      this.openDamaged = false;
      return;
    }
    if (!this.open) {
      if (line !== '') this.counts.noise++;
      return;
    }
    if (line === '!!') {
      if (this.openDamaged || this.open.length === 0) {
        this.dropOpen();
        return;
      }
      out.push({ items: this.open });
      this.counts.frames++;
      this.open = null;
      return;
    }
    this.openBytes += raw.length + 1;
    if (this.openBytes > MAX_FRAME_BYTES) {
      this.dropOpen();
      return;
    }
    if (line === '') return;
    const match = ITEM_LINE.exec(line);
    if (!match) {
      this.openDamaged = true;
      return;
    }
    this.open.push({ record: Number(match[1]), item: Number(match[2]), value: match[3].trim() });
  }

  private dropOpen() {
    this.counts.damaged++;
    this.open = null;
    this.openDamaged = false;
  }
}

/** Reads every whole frame of a complete text (a frame in a request body, a buffer file). */
export function readWitsFrames(text: string): { frames: WitsFrame[]; counts: WitsCounts } {
  const reader = new WitsReader();
  const frames = reader.push(text.endsWith('\n') ? text : text + '\n');
  return { frames, counts: reader.counts };
}

/** The item id `RRII` of an item: `0108` for record 1, item 8. */
export function itemId(record: number, item: number): string {
  return String(record).padStart(2, '0') + String(item).padStart(2, '0');
}

/** Writes a frame as WITS Level 0 (CR LF line ends, as units send). */
export function formatWitsFrame(items: readonly WitsItem[]): string {
  const lines = ['&&', ...items.map((i) => itemId(i.record, i.item) + i.value), '!!'];
  return lines.join('\r\n') + '\r\n';
}
