import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The standard PDF fonts only carry WinAnsi characters; anything else becomes '?', and line
 * breaks and tabs become spaces (cells are laid out by clampLines, never by pdfkit's wrapping).
 */
export function cleanText(text: unknown): string {
  const s = text === null || text === undefined ? '' : String(text);
  return s.replace(/[\t\r\n]+/g, ' ').replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

const ELLIPSIS = '\u2026';

/** Cuts `text` to fit `width` at the current font, ending in an ellipsis when cut. */
export function fitLine(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.widthOfString(text.slice(0, mid).trimEnd() + ELLIPSIS) <= width) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, lo).trimEnd() + ELLIPSIS;
}

/**
 * Word-wraps `text` into lines no wider than `width` at the current font; words longer than a
 * line are broken. More than `maxLines` lines: the last kept line ends in an ellipsis.
 */
export function clampLines(doc: Doc, text: string, width: number, maxLines: number): string[] {
  const words = cleanText(text)
    .split(' ')
    .filter((w) => w.length > 0);
  const lines: string[] = [];
  let line = '';
  const push = (l: string) => lines.push(l);
  for (let word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (doc.widthOfString(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) push(line);
    while (doc.widthOfString(word) > width && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && doc.widthOfString(word.slice(0, cut)) > width) cut--;
      push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
    if (lines.length > maxLines) break;
  }
  if (line) push(line);
  if (lines.length === 0) return [''];
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitLine(doc, `${kept[maxLines - 1]}${ELLIPSIS}`, width);
  if (!kept[maxLines - 1].endsWith(ELLIPSIS)) kept[maxLines - 1] += ELLIPSIS;
  return kept;
}
