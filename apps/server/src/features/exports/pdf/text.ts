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
 * line are broken. More than `maxLines` lines: the last kept line ends in an ellipsis. Linear in the
 * text: nothing past the line after `maxLines` is measured, and a long word is cut by a doubling then
 * halving search rather than one character at a time.
 */
export function clampLines(doc: Doc, text: string, width: number, maxLines: number): string[] {
  const words = cleanText(text)
    .split(' ')
    .filter((w) => w.length > 0);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    if (lines.length > maxLines) break;
    const candidate = line ? `${line} ${word}` : word;
    if (doc.widthOfString(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    while (word.length > 1 && lines.length <= maxLines && doc.widthOfString(word) > width) {
      const cut = longestFit(doc, word, width);
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line && lines.length <= maxLines) lines.push(line);
  if (lines.length === 0) return [''];
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitLine(doc, `${kept[maxLines - 1]}${ELLIPSIS}`, width);
  if (!kept[maxLines - 1].endsWith(ELLIPSIS)) kept[maxLines - 1] += ELLIPSIS;
  return kept;
}

/**
 * The most leading characters of `word` that fit `width` (at least one: a character wider than the line
 * still goes alone). `word` itself does not fit. Doubles a guess until it does not fit, then halves the gap,
 * so the work is proportional to the cut, not to the word.
 */
function longestFit(doc: Doc, word: string, width: number): number {
  const fits = (n: number) => doc.widthOfString(word.slice(0, n)) <= width;
  let lo = 1;
  let hi = 2;
  while (hi < word.length && fits(hi)) {
    lo = hi;
    hi *= 2;
  }
  hi = Math.min(hi, word.length);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
