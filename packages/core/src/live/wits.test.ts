import { describe, expect, it } from 'vitest';
import { formatWitsFrame, MAX_FRAME_BYTES, readWitsFrames, WitsReader } from './wits';
import { DEFAULT_WITS_MAPPING, effectiveMapping, frameToRow, witsTime } from './wits-items';

const frame = '&&\r\n01081000.5\r\n01101000.5\r\n0113 42\r\n!!\r\n';

describe('WITS Level 0 reader', () => {
  it('reads a frame: record, item and value per line', () => {
    const { frames, counts } = readWitsFrames(frame);
    expect(frames).toEqual([
      {
        items: [
          { record: 1, item: 8, value: '1000.5' },
          { record: 1, item: 10, value: '1000.5' },
          { record: 1, item: 13, value: '42' },
        ],
      },
    ]);
    expect(counts).toEqual({ frames: 1, damaged: 0, noise: 0 });
  });

  it('reads the same frames whatever the chunk boundaries (split at every byte)', () => {
    const text = frame + 'noise\n' + formatWitsFrame([{ record: 12, item: 12, value: '1500' }]) + frame;
    const whole = readWitsFrames(text).frames;
    expect(whole).toHaveLength(3);
    for (let cut = 1; cut < text.length; cut++) {
      const reader = new WitsReader();
      const got = [...reader.push(text.slice(0, cut)), ...reader.push(text.slice(cut))];
      expect(got).toEqual(whole);
    }
    const oneByOne = new WitsReader();
    const got = [...text].flatMap((c) => oneByOne.push(c));
    expect(got).toEqual(whole);
    expect(oneByOne.counts).toEqual({ frames: 3, damaged: 0, noise: 1 });
  });

  it('drops damaged frames and goes on with the next', () => {
    const text = [
      '&&\n01081000\nGARBAGE\n!!\n', // a line that is not RRII
      '&&\n01081001\n', // no end: a new start comes first
      '&&\n01081002\n!!\n',
      '&&\n!!\n', // empty
      '!!\n', // an end with no start
    ].join('');
    const { frames, counts } = readWitsFrames(text);
    expect(frames.map((f) => f.items[0].value)).toEqual(['1002']);
    expect(counts.damaged).toBe(3);
    expect(counts.noise).toBe(1);
  });

  it('drops a frame past the size bound without keeping it in memory', () => {
    const reader = new WitsReader();
    reader.push('&&\n');
    for (let i = 0; i < MAX_FRAME_BYTES / 10 + 10; i++) reader.push('0108123456\n');
    const after = reader.push('!!\n&&\n01101\n!!\n');
    expect(after).toHaveLength(1);
    expect(reader.counts.damaged).toBe(1);
    const noise = new WitsReader();
    noise.push('x'.repeat(10_000));
    expect(noise.counts.noise).toBe(1);
  });

  it('keeps unknown items, which the mapping counts and leaves out', () => {
    const { frames } = readWitsFrames('&&\n01081000\n01101000\n9999abc\n0199 7\n!!\n');
    const { row, unknown } = frameToRow(frames[0], DEFAULT_WITS_MAPPING, 5);
    expect(unknown).toBe(2);
    expect(row).toMatchObject({ bit: 1000, hole: 1000, time: 5, atBit: {}, lagged: {} });
  });
});

describe('WITS items to a time row', () => {
  it('reads date and time items as UTC, and the record-12 sample depth as the returns depth', () => {
    expect(witsTime('261126', '083015')).toBe(Date.UTC(2026, 10, 26, 8, 30, 15));
    expect(witsTime('261126', '93015')).toBe(Date.UTC(2026, 10, 26, 9, 30, 15));
    expect(witsTime(undefined, 'x')).toBeUndefined();
    const { frames } = readWitsFrames(
      formatWitsFrame([
        { record: 12, item: 5, value: '261126' },
        { record: 12, item: 6, value: '083015' },
        { record: 12, item: 8, value: '5000.5' },
        { record: 12, item: 12, value: '1234.5' },
        { record: 12, item: 15, value: 'bad' },
      ]),
    );
    const { row } = frameToRow(frames[0], DEFAULT_WITS_MAPPING, 0);
    expect(row).toEqual({ time: Date.UTC(2026, 10, 26, 8, 30, 15), returns: 5000.5, stream: '12', atBit: {}, lagged: { C1: 1234.5 } });
  });

  it('reads a feed in metres: its depths become feet as the LAS reader converts them, and its ROP is in m/h', () => {
    const { frames } = readWitsFrames('&&\n01081524.0\n01101524.3\n01391500\n0113 12.5\n!!\n');
    const { row } = frameToRow(frames[0], effectiveMapping(null, 'm'), 0, 'm');
    expect(row).toMatchObject({ bit: 5000, hole: 5000.9843, returns: 4921.2598, atBit: { ROP: 12.5 } });
    expect(effectiveMapping(null, 'm').find((m) => m.item === '0113')?.unit).toBe('m/h');
    expect(effectiveMapping(null, 'ft').find((m) => m.item === '0113')?.unit).toBe('ft/h');
    // A project's own ROP entry keeps its unit whatever the feed's depths are in.
    const own = effectiveMapping([{ item: '0113', name: 'ROP', role: 'at_bit', mnemonic: 'ROP', unit: 'min/m' }], 'm');
    expect(own.find((m) => m.item === '0113')?.unit).toBe('min/m');
  });

  it('a project entry replaces the default for its item', () => {
    const mapping = effectiveMapping([
      { item: '1212', name: 'Methane (custom)', role: 'lagged', mnemonic: 'C1', unit: '%' },
      { item: '0141', name: 'Spare 1', role: 'lagged', mnemonic: 'H2S', unit: 'ppm' },
    ]);
    expect(mapping.find((m) => m.item === '1212')?.unit).toBe('%');
    expect(mapping.find((m) => m.item === '0141')?.mnemonic).toBe('H2S');
    expect(mapping).toHaveLength(DEFAULT_WITS_MAPPING.length + 1);
  });

  it('every default entry is a four-digit item of record 1 or 12 with a role, and every value has a mnemonic and unit', () => {
    for (const m of DEFAULT_WITS_MAPPING) {
      expect(m.item).toMatch(/^(01|12)\d{2}$/);
      if (m.role === 'at_bit' || m.role === 'lagged') {
        expect(m.mnemonic).toBeTruthy();
        expect(m.unit).toBeTruthy();
      }
    }
    expect(new Set(DEFAULT_WITS_MAPPING.map((m) => m.item)).size).toBe(DEFAULT_WITS_MAPPING.length);
  });
});
