import { drawGraph, headerHeight, type GraphBox } from './draw-graph';
import type { ReportGraph, ReportInput, ReportSnippet } from './report-types';
import { formatDepth, parseColor } from './scales';
import { cleanText } from './text';
import { BOLD, FONT, type Layout } from './layout';

// Graphs across: each graph of a section across the landscape page, its snippets under it (the second wave's
// report, kept as the "Graphs across" layout); depth down, this draws only the snippets after the log.

/** The spec's print sizes (px); the PDF keeps their proportions scaled to the page width. */
export const GRAPH_SIZE = { width: 1250, height: 300 };
export const SNIPPET_SIZE = { width: 1070, height: 200 };
/** The least share of its height a graph is drawn at to finish a page instead of leaving it empty. */
const SHRINK_TO = 0.7;

export function writeSection(layout: Layout, input: ReportInput, section: ReportInput['sections'][number], what: 'all' | 'snippets') {
  if (what === 'snippets' && section.graphs.every((g) => g.snippets.length === 0)) return;
  const doc = layout.doc;
  const width = layout.width;
  const graphH = (width * GRAPH_SIZE.height) / GRAPH_SIZE.width;
  const snippetW = (width * SNIPPET_SIZE.width) / GRAPH_SIZE.width;
  const snippetH = (snippetW * SNIPPET_SIZE.height) / SNIPPET_SIZE.width;
  const box = (g: ReportGraph | (ReportSnippet & { title: string; yLabel: string }), depth: Float64Array, yScale?: GraphBox['yScale']): GraphBox => ({
    title: g.title,
    yLabel: g.yLabel,
    series: g.series,
    depth,
    columns: g.columns,
    xRange: g.xRange,
    yRange: 'yRange' in g ? g.yRange : undefined,
    yScale,
    formations: 'bands' in g && g.bands ? [...g.bands, ...input.formations] : input.formations,
    annotations: input.annotations,
    zones: input.zones,
    hideFlags: input.hideFlags,
    depthText: layout.depth,
  });

  // A section always starts on a new page, with its heading kept with its first graph.
  doc.addPage();
  layout.y = doc.page.margins.top;
  doc.font(BOLD).fontSize(18).fillColor('#111111');
  doc.text(what === 'snippets' ? `${section.title}: snippets` : section.title, layout.left, layout.y, { lineBreak: false });
  if (section.rangeNote) {
    const tw = doc.widthOfString(section.title);
    doc.font(FONT).fontSize(11).fillColor('#444444');
    doc.text(cleanText(section.rangeNote), layout.left + tw + 10, layout.y + 5, { lineBreak: false });
  }
  layout.y += 28;
  if (section.graphs.length === 0) {
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor('#777777')
      .text('No graphs in this configuration apply to this section.', layout.left, layout.y, { lineBreak: false });
    layout.y += 20;
  }
  // A graph or snippet that almost fits the rest of the page is drawn a little shorter there rather
  // than leaving the space empty and starting a new page (at least SHRINK_TO of its height).
  const fitted = (header: number, height: number) => {
    const room = layout.bottom - layout.y - header;
    if (room < height && room >= height * SHRINK_TO) return room;
    layout.ensure(header + height);
    return height;
  };
  for (const graph of section.graphs) {
    let drawn = { log: graph.yScale === 'log' };
    if (what === 'all') {
      const gBox = box(graph, graph.depth, graph.yScale);
      const gH = fitted(headerHeight(doc, gBox, width), graphH);
      const graphDrawn = drawGraph(doc, gBox, layout.left, layout.y, width, gH);
      drawn = graphDrawn;
      layout.y = graphDrawn.bottom + 12;
      if (graph.legend) layout.y = drawLegend(layout, graph.legend);
    }
    for (const snippet of graph.snippets) {
      const [lo, hi] = [Math.min(...snippet.xRange), Math.max(...snippet.xRange)].map((d) => formatDepth(Number(layout.depth.show(d).toFixed(4))));
      const title = `${snippet.name} (${lo} ${layout.depth.unit} - ${hi} ${layout.depth.unit})`;
      // A snippet keeps its graph's kind of y axis, so the two read alike.
      const sBox = box({ ...snippet, title, yLabel: graph.yLabel }, graph.depth, drawn.log ? 'log' : 'linear');
      sBox.xRange = [Math.min(...snippet.xRange), Math.max(...snippet.xRange)];
      const sH = fitted(headerHeight(doc, sBox, snippetW), snippetH);
      layout.y = drawGraph(doc, sBox, layout.left + (width - snippetW) / 2, layout.y, snippetW, sH).bottom + 12;
    }
  }
}

/** A row of colour swatches with their names (the zones under a Haworth track). */
function drawLegend(layout: Layout, items: { color: string; text: string }[]): number {
  const doc = layout.doc;
  let x = layout.left;
  const y = layout.y - 6;
  doc.font(FONT).fontSize(7.5);
  for (const item of items) {
    const c = parseColor(item.color);
    doc.save().rect(x, y, 12, 7).fillColor(c.hex).fillOpacity(Math.max(c.alpha, 0.25)).fill().restore();
    doc.rect(x, y, 12, 7).lineWidth(0.3).strokeColor('#999999').stroke();
    doc.fillColor('#333333').text(cleanText(item.text), x + 15, y, { lineBreak: false });
    x += 15 + doc.widthOfString(item.text) + 14;
  }
  return y + 18;
}
