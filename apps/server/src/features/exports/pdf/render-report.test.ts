import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReport } from './render-report';
import { METADATA_ROWS } from './report-types';
import { sampleReportInput } from './sample-report';

const artefacts = path.resolve(import.meta.dirname, '../../../../../../test-results/exports');

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text;
}

/** Text as extracted, with runs of white space made single spaces. */
const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('renderReport', () => {
  it('writes the shows table: zones merged into intervals of at least the minimum, clipped to the range asked, no colour as text', async () => {
    const input = sampleReportInput({ xRange: [5200, 6500], minShow: 5 });
    expect(input.shows.length).toBeGreaterThan(1);
    expect(input.shows[0].top).toBe(5200);
    expect(input.shows.at(-1)!.base).toBe(6500);
    for (const show of input.shows) expect(show.base - show.top).toBeGreaterThanOrEqual(5);
    const text = flat(await pagesOf(await renderReport(input)));
    expect(text).toContain('Shows (Haworth zones, intervals of at least 5 ft)');
    for (const header of ['Top (ft)', 'Base (ft)', 'Zone', 'Peak total gas (ppm)', 'Wh (%)', 'Bh', 'Ch']) expect(text).toContain(header);
    // Each interval's row, in depth order: top, base, thickness, then its zone.
    let at = text.indexOf('Shows (Haworth');
    for (const show of input.shows) {
      const row = `${show.top} ${show.base} ${show.base - show.top} ${show.code} ${show.name}`;
      const found = text.indexOf(row, at);
      expect(found, row).toBeGreaterThan(at);
      at = found + row.length;
    }
    expect(text).not.toMatch(/#[0-9a-f]{6}([0-9a-f]{2})?\b/i);
  });

  it('depth down: the header names the scale, the legend lists every drawn curve with its track and scale, and the log follows', async () => {
    const input = sampleReportInput({ layout: 'down', logScale: { kind: 'ratio', ratio: 240 } });
    const pages = await pagesOf(await renderReport(input));
    const text = flat(pages);
    expect(text).toContain('Depths in ft; the gas log depth down at 1:240 (5 in per 100 ft).');
    const legend = text.slice(text.indexOf('Curves'), text.indexOf('Shows (Haworth'));
    for (const section of input.sections) {
      for (const g of section.graphs) {
        expect(legend).toContain(`${g.title} (${section.title})`);
        for (const s of g.series) expect(legend, s.label).toContain(s.label);
      }
    }
    expect(legend).toMatch(/log \d+ to \d+/);
    // The table has room: its scales are written out as the app's axes read (log 10 to 100,000), not as a narrow
    // track head's (100k).
    expect(legend).toMatch(/ to \d{1,3}(,\d{3})+/);
    expect(legend).not.toMatch(/\d[kM]\b/);
    // A linear track ends on a round number, as a printed log's scale does ("0 to 30", never "0 to 26.25").
    const linearEnds = [...legend.matchAll(/linear (-?[\d.,]+) to ([\d.,]+)/g)].map((m) => Number(m[2].replace(/,/g, '')));
    expect(linearEnds.length).toBeGreaterThan(0);
    for (const end of linearEnds) {
      const mantissa = end / 10 ** Math.floor(Math.log10(end));
      expect([1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8], String(end)).toContainEqual(Math.round(mantissa * 1000) / 1000);
    }
    // Every log page carries its heading; the vertical log starts after the shows table.
    const logPages = pages.filter((p) => /(Vertical|Lateral) gas log/.test(p));
    expect(logPages.length).toBeGreaterThan(10);
    for (const p of logPages) expect(p).toContain('Depth down, 1:240 (5 in per 100 ft)');
    expect(text.indexOf('Vertical gas log')).toBeGreaterThan(text.indexOf('Shows (Haworth'));
    expect(text.indexOf('Lateral gas log')).toBeGreaterThan(text.indexOf('Vertical gas log'));
  });

  it("depth down: the curves table writes out a gas scale of up to a million (log 1,000 to 1,000,000), as the app's axes read", async () => {
    const input = sampleReportInput({ layout: 'down' });
    const graph = input.sections[0].graphs.find((g) => g.title.startsWith('Light hydrocarbons'))!;
    let max = 0;
    for (const c of graph.columns) if (c) for (const v of c) if (v > max) max = v;
    // Every value within 1,200 to 900,000 ppm.
    graph.columns = graph.columns.map((column) => column && column.map((v) => (Number.isFinite(v) ? 1200 + (Math.max(0, v) / max) * 898_800 : v)));
    const text = flat(await pagesOf(await renderReport(input)));
    const legend = text.slice(text.indexOf('Curves'), text.indexOf('Shows (Haworth'));
    expect(legend).toContain('log 1,000 to 1,000,000');
    expect(legend).not.toMatch(/log 1000 to 1M/);
  });

  it("depth down: a scale too long to write out in the curves table's column keeps a track head's short form", async () => {
    const input = sampleReportInput({ layout: 'down' });
    const graph = input.sections[0].graphs.find((g) => g.title.startsWith('Total gas'))!;
    graph.columns = graph.columns.map((column) => column && column.map((v) => v * 1e5));
    const text = flat(await pagesOf(await renderReport(input)));
    const legend = text.slice(text.indexOf('Curves'), text.indexOf('Shows (Haworth'));
    // 0 to 2,500,000,000 does not fit: 0 to 2500M, whole, rather than cut short.
    expect(legend).toMatch(/linear 0 to \d+M/);
    expect(legend).toMatch(/linear 0 to \d{1,3}(,\d{3})+/);
  });

  it('depth down: a configuration of many graphs prints its tracks in parts a page wide, each track wide enough to read', async () => {
    // A well with every curve of a mud-gas file graphed: 26 tracks across one portrait page left each 16 pt wide, its
    // title broken a letter a line ("H y dr ...") and its scale numbers on top of each other.
    const input = sampleReportInput({ rows: 2000, layout: 'down' });
    const vertical = input.sections[0];
    vertical.graphs = Array.from({ length: 26 }, (_, i) => ({
      ...vertical.graphs[i % vertical.graphs.length],
      title: `Track ${i + 1} gas`,
      snippets: [],
    }));
    input.sections = [vertical];
    const pages = await pagesOf(await renderReport(input));
    const logPages = pages.filter((p) => /Vertical gas log/.test(p));
    // Four parts of 7, 7, 6 and 6 tracks, each part a run of pages of the whole section, in order.
    const parts = logPages.map((p) => /Vertical gas log, part (\d) of (\d)/.exec(p)?.slice(1).join('/'));
    expect(new Set(parts)).toEqual(new Set(['1/4', '2/4', '3/4', '4/4']));
    expect(parts).toEqual([...parts].sort());
    const perPart = logPages.length / 4;
    expect(Number.isInteger(perPart)).toBe(true);
    // Every track's title reads whole, in its part, and every log page has its depth track.
    for (let i = 0; i < 26; i++) {
      const part = i < 7 ? 0 : i < 14 ? 1 : i < 20 ? 2 : 3;
      expect(logPages[part * perPart].replace(/\s+/g, ' '), `Track ${i + 1}`).toMatch(new RegExp(`Track ${i + 1} gas\\b`));
    }
    for (const p of logPages) expect(p).toContain('Depth (ft)');
  });

  it('depth down: a formation name and a depth label of the depth track never print over each other', async () => {
    // The sample's Mission Canyon starts on a labelled depth: its name sat on "5400".
    const input = sampleReportInput({ rows: 4000, xRange: [5000, 6999], layout: 'down' });
    const proxy = await getDocumentProxy(new Uint8Array(await renderReport(input)));
    const names = new Set(input.formations.map((f) => f.message));
    let checked = 0;
    for (let n = 1; n <= proxy.numPages; n++) {
      const page = await proxy.getPage(n);
      const items = (await page.getTextContent()).items.flatMap((item) =>
        'str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4], y: item.transform[5], w: item.width, h: item.height }] : [],
      );
      if (!items.some((i) => /gas log/.test(i.str))) continue;
      // The depth track is the page's left 94 pt (margin and track).
      const inTrack = items.filter((i) => i.x < 94);
      const labels = inTrack.filter((i) => /^\d[\d,]*$/.test(i.str));
      for (const name of inTrack.filter((i) => names.has(i.str))) {
        for (const label of labels) {
          const apart = name.x + name.w <= label.x || label.x + label.w <= name.x || name.y + name.h <= label.y || label.y + label.h <= name.y;
          expect(apart, `${name.str} over ${label.str}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('depth down: every page of the log names the formation its depth track starts in, carried over from the page before', async () => {
    const input = sampleReportInput({ rows: 4000, xRange: [5000, 6999], layout: 'down' });
    const proxy = await getDocumentProxy(new Uint8Array(await renderReport(input)));
    let pages = 0;
    for (let n = 1; n <= proxy.numPages; n++) {
      const page = await proxy.getPage(n);
      const items = (await page.getTextContent()).items.flatMap((item) =>
        'str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4], y: item.transform[5] }] : [],
      );
      if (!items.some((i) => /gas log/.test(i.str))) continue;
      // The depth track's first label is the page's top depth: the formation there is named above every depth label.
      const inTrack = items.filter((i) => i.x < 94);
      const depths = inTrack.filter((i) => /^\d[\d,]*$/.test(i.str)).map((i) => ({ depth: Number(i.str.replace(/,/g, '')), y: i.y }));
      if (depths.length === 0) continue; // a last page of a few feet holds no depth label
      const top = Math.min(...depths.map((d) => d.depth));
      const topY = depths.find((d) => d.depth === top)!.y;
      const at = input.formations.filter((f) => Math.min(f.xval_low, f.xval_high) <= top && Math.max(f.xval_low, f.xval_high) > top);
      for (const f of at)
        expect(
          inTrack.some((i) => (i.str === f.message || (i.str.endsWith('…') && f.message.startsWith(i.str.slice(0, -1)))) && i.y > topY),
          `page ${n}: ${f.message} above ${top}`,
        ).toBe(true);
      pages += at.length > 0 ? 1 : 0;
    }
    expect(pages).toBeGreaterThan(2);
  });

  it('depth down: a configuration that fits a page keeps one log with no parts', async () => {
    const input = sampleReportInput({ rows: 2000, layout: 'down' });
    const text = flat(await pagesOf(await renderReport(input)));
    expect(text).toContain('Vertical gas log');
    expect(text).not.toContain('gas log, part');
  });

  it('writes the header pages in two columns: well, metadata, marks and curves on the first page, the shows table beside them, then the log', async () => {
    // The demo well's default report: the vertical section, 5,000-6,999 ft, at 1:600 (the section alone, as the
    // workspace exports what it shows).
    const input = sampleReportInput({ rows: 4000, xRange: [5000, 6999], layout: 'down' });
    input.sections = input.sections.slice(0, 1);
    for (const g of input.sections[0].graphs) g.snippets = [];
    const pages = await pagesOf(await renderReport(input));
    const first = pages[0].replace(/\s+/g, ' ');
    for (const needle of ['Metadata', 'Formations', 'Annotations', 'Zones', 'Curves', 'Shows (Haworth zones'])
      expect(first, needle).toContain(needle);
    // The shows table fills the first page's right column and ends on the second; the log follows it.
    const lastShowsPage = pages.findLastIndex((p) => p.includes('Shows (Haworth'));
    expect(lastShowsPage).toBe(1);
    expect(pages.findIndex((p) => /Vertical gas log/.test(p))).toBe(2);
    expect(pages.length).toBeLessThanOrEqual(6);
    // One section: the legend names each track alone.
    expect(first).toContain(`${input.sections[0].graphs[0].title} `);
    expect(first).not.toContain(`${input.sections[0].graphs[0].title} (Vertical)`);
  });

  it('names the graphs with no data once, "Not in this file", instead of drawing them empty', async () => {
    const text = flat(await pagesOf(await renderReport({ ...sampleReportInput(), notInFile: ['Heavy hydrocarbons C6-C10', 'Helium'] })));
    expect(text.split('Not in this file: Heavy hydrocarbons C6-C10, Helium')).toHaveLength(2);
  });

  it("writes every depth in the project's display unit: a metric well's report reads metres, at its own precision", async () => {
    const input = sampleReportInput({ layout: 'down', logScale: { kind: 'ratio', ratio: 500 } });
    const metres = {
      ...input,
      depthUnit: 'm' as const,
      depthDecimals: 1,
      formations: [{ xval_low: 5479.0026, xval_high: 5500.6562, message: 'Top sand', color: '#ff000040' }],
      annotations: [{ index: 1, xval: 5479.0026, text: 'Show at 1670 m' }],
    };
    const text = flat(await pagesOf(await renderReport(metres)));
    expect(text).toContain('Start (m)');
    expect(text).toContain('Depth (m)');
    expect(text).toContain('1670.0');
    expect(text).toContain('1676.6');
    expect(text).not.toContain('5479.0026');
    expect(text).not.toContain('(ft)');
    // The vertical scale as a metric log names it, in the header and on every log page.
    expect(text).toContain('Depths in m; the gas log depth down at 1:500 (1 cm per 5 m).');
    expect(text).toContain('Depth down, 1:500 (1 cm per 5 m)');
    expect(text).not.toContain('in per 100 ft');
  });

  it('lays out every heading, table row and section of the printable export page, in order', async () => {
    const input = sampleReportInput();
    const pdf = await renderReport(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesOf(pdf);
    const text = flat(pages);

    const inOrder = [
      'DEMO STATE 14-7H #1',
      'Project Demo project - data revision 2, metadata revision 3',
      'Exported by Ada Lovelace on 2026-11-22 at 14:05 UTC',
      'Metadata',
      'Formations',
      'Annotations',
      'Zones',
      'Shows (Haworth zones, intervals of at least 2 ft)',
      'Vertical',
      'Light hydrocarbons',
      'Show 1 (',
      'Heavy hydrocarbons',
      'Show 2 (',
      'Total gas and CO2',
      'Show 3 (',
      'Wetness, balance and character',
      'Pixler ratios',
      'Heavy to light ratios',
      'Lateral',
      'Light hydrocarbons',
      'Lateral show 1',
    ];
    let at = 0;
    for (const needle of inOrder) {
      const found = text.indexOf(needle, at);
      expect(found, `"${needle}" after position ${at}`).toBeGreaterThanOrEqual(0);
      at = found + needle.length;
    }
    for (const [label] of METADATA_ROWS) expect(text).toContain(label);
    expect(METADATA_ROWS).toHaveLength(15);
    for (const value of ['DEMO PETROLEUM INC.', '3305300042', 'MCKENZIE', 'SEC 14 T152N R97W', '2154 ft', 'DEMO MUDLOGGING SERVICES'])
      expect(text).toContain(value);
    for (const header of ['Start (ft)', 'End (ft)', 'Thickness (ft)', 'Name', 'Colour', '#', 'Depth (ft)', 'Note']) expect(text).toContain(header);
    for (const f of input.formations.slice(0, 3)) expect(text).toContain(f.message);
    expect(text).toContain('Bakken Middle Member');
    // A colour is a swatch, never text.
    expect(text).not.toMatch(/#[0-9a-f]{6}([0-9a-f]{2})?\b/i);
    for (const h of [...input.annotations.slice(0, 2), ...input.zones]) expect(text).toContain(h.text);
    expect(text).toContain('Entered target window');
    // The snippet title carries its depth window in ft.
    const s = input.sections[0].graphs[0].snippets[0];
    expect(text).toContain(`Show 1 (${s.xRange[0]} ft - ${s.xRange[1]} ft)`);
    // Axes: depth title and at least one depth tick of the vertical range.
    expect(text).toContain('Depth (ft)');
    expect(text).toContain('Parts per million (log)');
    expect(text).toContain(`Page 1 of ${pages.length}`);

    mkdirSync(artefacts, { recursive: true });
    writeFileSync(path.join(artefacts, 'demo-report.pdf'), pdf);
    // PNG pages to look at, where poppler-utils is installed (npm test needs nothing but Node).
    try {
      execFileSync('pdftoppm', ['-png', '-r', '80', path.join(artefacts, 'demo-report.pdf'), path.join(artefacts, 'demo-report')]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  });

  it('writes table depths through the shared cell writer: 0.0001 ft, no noise, no lost digits', async () => {
    const input = sampleReportInput();
    input.formations = [{ xval_low: 5234.123456789, xval_high: 5300.1 + 0.2, message: 'Odd top', color: '#ff000040' }];
    input.annotations = [{ index: 1, xval: 4000.9999999999995, text: 'Noisy depth' }];
    const text = flat(await pagesOf(await renderReport(input)));
    expect(text).toContain('5234.1235 5300.3 66.1765 Odd top');
    expect(text).toContain('1 4001 Noisy depth');
  });

  it('says when an x range is applied and leaves hairlines off when flags are hidden', async () => {
    const withFlags = await renderReport(sampleReportInput({ xRange: [5500, 9000] }));
    const text = flat(await pagesOf(withFlags));
    expect(text).toContain('Vertical (showing only 5500ft. - 9000ft.)');
    expect(text).toContain('Lateral (showing only 5500ft. - 9000ft.)');
    // Hairline numbers appear on the graphs: zones as Z1, Z2.
    expect(text).toMatch(/Z1\b/);

    const hidden = flat(await pagesOf(await renderReport(sampleReportInput({ xRange: [5500, 9000], hideFlags: true }))));
    expect(hidden).not.toMatch(/Z1\b/);
    // The tables stay.
    expect(hidden).toContain('Fracture zone');
  });

  it('continues a long table in the next column and on the next page with its headers, and cuts what does not fit', async () => {
    const input = sampleReportInput({ rows: 2000 });
    input.annotations = Array.from({ length: 90 }, (_, i) => ({ index: i + 1, xval: 5000 + i * 10, text: `Note ${i + 1}` }));
    input.annotations[5].text = 'word '.repeat(400);
    input.wellName = 'W'.repeat(300);
    const pages = await pagesOf(await renderReport(input));
    // 90 rows run from the first page's left column into its right one, then on to the second page.
    const continued = pages.flatMap((p, i) => (p.includes('Annotations (continued)') ? [i] : []));
    expect(continued).toEqual([0, 1]);
    expect((pages[0].match(/Annotations \(continued\)\s+# Depth \(ft\) Note/g) ?? []).length).toBe(1);
    expect(pages[1]).toMatch(/Annotations \(continued\)\s+# Depth \(ft\) Note/);
    expect(flat(pages)).toContain('Note 90');
    // 400 words clamp to six lines ending in an ellipsis.
    expect(flat(pages)).toMatch(/word (?:w|wo|wor|word)?…/);
    expect((flat(pages).match(/word/g) ?? []).length).toBeLessThan(200);
  });

  it('keeps a 100,000-row report small: lines come from the min/max reduction', async () => {
    const pdf = await renderReport(sampleReportInput({ rows: 100_000 }));
    expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
    mkdirSync(artefacts, { recursive: true });
    writeFileSync(path.join(artefacts, 'report-100k.pdf'), pdf);
  });

  it('shades formations lightly enough to read the curves through', async () => {
    const pdf = Buffer.from(await renderReport(sampleReportInput()));
    // Every fill opacity in the file; formation bands are the only fills between the swatches' 0.25 and 0.
    const opacities = [...pdf.toString('latin1').matchAll(/\/ca ([0-9.]+)/g)].map((m) => Number(m[1]));
    const bands = opacities.filter((o) => o > 0 && o < 0.25);
    expect(bands.length).toBeGreaterThan(0);
    expect(Math.max(...bands)).toBeLessThanOrEqual(0.12);
  });

  it('fills its pages: a graph that almost fits finishes the page instead of leaving it empty (12 pages before, 10 now)', async () => {
    // Measured without the shows table, which came later and has its own pages.
    const pdf = await renderReport({ ...sampleReportInput(), shows: [] });
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    expect(proxy.numPages).toBeLessThanOrEqual(10);
  });
});
