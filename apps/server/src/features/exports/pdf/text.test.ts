import type PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { clampLines } from './text';

type Doc = InstanceType<typeof PDFDocument>;

/** A stand-in for the font's measure: 6 points a character, counting the characters it is asked to measure. */
function measuringDoc() {
  const doc = { measured: 0, widthOfString: (s: string) => ((doc.measured += s.length), s.length * 6) };
  return doc as typeof doc & Doc;
}

describe('clampLines', () => {
  it('wraps words, breaks a word longer than a line and ends a cut text in an ellipsis', () => {
    const doc = measuringDoc();
    expect(clampLines(doc, 'Wolfcamp A shale', 60, 3)).toEqual(['Wolfcamp A', 'shale']);
    expect(clampLines(doc, 'ABCDEFGHIJKLMNOPQRSTUVWXY', 60, 3)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXY']);
    expect(clampLines(doc, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 60, 2)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRS\u2026']);
    expect(clampLines(doc, '', 60, 2)).toEqual(['']);
  });

  it('measures work proportional to what it keeps, not to the length of a long word', () => {
    // A well name of 2,500 Ws once took 14 s of one export thread: every cut re-measured the rest of the word
    // one character shorter at a time (cubic).
    for (const length of [2_500, 50_000]) {
      const doc = measuringDoc();
      const lines = clampLines(doc, 'W'.repeat(length), 120, 2);
      expect(lines).toEqual(['WWWWWWWWWWWWWWWWWWWW', 'WWWWWWWWWWWWWWWWWWW\u2026']);
      // Each of the (maxLines + 1) cuts measures the rest of the word once and about log2(20) prefixes of a line.
      expect(doc.measured).toBeLessThan(4 * length + 2_000);
    }
  });

  it('stops at the line after maxLines however many words follow', () => {
    const doc = measuringDoc();
    const lines = clampLines(doc, 'word '.repeat(100_000), 60, 2);
    expect(lines).toEqual(['word word', 'word word\u2026']);
    expect(doc.measured).toBeLessThan(5_000_000 / 10);
  });
});
