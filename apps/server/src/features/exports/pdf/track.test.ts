import PDFDocument from 'pdfkit';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { depthText } from '@mudstack/core';
import type { ReportFormation } from './report-types';
import { drawDepthTrack, rowTitleSize, trackTitle } from './track';

/** The text a depth track over [from, to] writes, top first (pdfkit's y runs down; the PDF's up). */
async function depthTrackText(formations: ReportFormation[], from: number, to: number): Promise<string[]> {
  const doc = new PDFDocument({ size: 'LETTER', autoFirstPage: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const ticks = [];
  for (let t = Math.ceil(from / 20) * 20; t <= to; t += 20) ticks.push(t);
  drawDepthTrack(doc, formations, { x: 40, y: 40, w: 60, h: 30 }, { y: 72, h: 600 }, { page: { from, to }, ticks, depth: depthText('ft') });
  doc.end();
  const page = await (await getDocumentProxy(new Uint8Array(await done))).getPage(1);
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim() ? [{ str: item.str, y: item.transform[5] }] : [],
  );
  return items.sort((a, b) => b.y - a.y).map((i) => i.str);
}

const formation = (message: string, from: number, to: number): ReportFormation => ({ xval_low: from, xval_high: to, message, color: '#80c0ff40' });

describe('drawDepthTrack', () => {
  it('names a formation carried over from above the page at its top, and one under another when two are', async () => {
    const text = await depthTrackText(
      [formation('Charles', 4800, 5300), formation('Madison', 4900, 5100), formation('Lodgepole', 5300, 5600)],
      5000,
      5400,
    );
    expect(text.slice(0, 3)).toEqual(['Depth (ft)', 'Charles', 'Madison']);
    expect(text).toContain('Lodgepole');
  });

  it('names no carried formation where a top just below the page top leaves no room, nor one that ends there', async () => {
    const text = await depthTrackText(
      [formation('Charles', 4800, 5300), formation('Bakken', 5001, 5200), formation('Three Forks', 4900, 5002)],
      5000,
      5400,
    );
    expect(text).not.toContain('Charles');
    expect(text).not.toContain('Three Forks');
    expect(text).toContain('Bakken');
  });
});

describe('a track head title', () => {
  it('keeps its words whole: a word wider than a narrow track sets the title smaller rather than breaking it', () => {
    const doc = new PDFDocument({ size: 'LETTER', autoFirstPage: true });
    // A correlation track of three wells is some 50 pt wide: "Hydrocarbons" at 7.5 pt bold is wider than that.
    const narrow = trackTitle(doc, 'Hydrocarbons C1-C5', 50);
    expect(narrow.lines.join(' ')).toBe('Hydrocarbons C1-C5');
    expect(narrow.lines).toContain('Hydrocarbons');
    expect(narrow.size).toBeLessThan(7.5);
    doc.font('Helvetica-Bold').fontSize(narrow.size);
    for (const line of narrow.lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(50 - 6);
    // Room enough: the usual size.
    expect(trackTitle(doc, 'Hydrocarbons C1-C5', 120)).toEqual({ lines: ['Hydrocarbons C1-C5'], size: 7.5 });
  });

  it('sets every title of a row of tracks in one size: the smallest one of them needs', () => {
    const doc = new PDFDocument({ size: 'LETTER', autoFirstPage: true });
    const graph = (title: string) => ({ title }) as Parameters<typeof rowTitleSize>[1][number];
    const size = rowTitleSize(doc, [graph('Total gas'), graph('Hydrocarbons C1-C5')], 50);
    expect(size).toBe(trackTitle(doc, 'Hydrocarbons C1-C5', 50).size);
    expect(trackTitle(doc, 'Total gas', 50, size).size).toBe(size);
    expect(rowTitleSize(doc, [graph('Total gas')], 50)).toBe(7.5);
  });
});
