import { describe, expect, it } from 'vitest';
import { readLas } from '../las/read-las';
import { addTimeRows, binnedRows, closeBins, gasRowDepth, newTimeToDepthState, type TimeRow } from './time-to-depth';
import { timeLogToDepthLog } from './time-log';

const s = (seconds: number) => seconds * 1000;
const row = (seconds: number, bit: number, hole: number, values: Partial<Pick<TimeRow, 'atBit' | 'lagged' | 'returns'>> = {}): TimeRow => ({
  time: s(seconds),
  bit,
  hole,
  atBit: values.atBit ?? {},
  lagged: values.lagged ?? {},
  ...(values.returns !== undefined ? { returns: values.returns } : {}),
});

describe('time to depth', () => {
  it('adds a depth row only while the hole advances with the bit on bottom', () => {
    const state = newTimeToDepthState(1);
    addTimeRows(
      state,
      [
        row(0, 1000, 1000, { atBit: { ROP: 10 } }),
        row(1, 1001, 1001, { atBit: { ROP: 20 } }),
        // connection: bit off bottom, hole still
        row(2, 970, 1001, { atBit: { ROP: 0 } }),
        row(3, 970, 1001, { atBit: { ROP: 0 } }),
        // back on bottom, drilling again
        row(4, 1001, 1001, { atBit: { ROP: 0 } }),
        row(5, 1002, 1002, { atBit: { ROP: 30 } }),
        // trip out and back in: the hole does not advance
        row(6, 500, 1002, { atBit: { ROP: 0 } }),
        row(7, 1002, 1002, { atBit: { ROP: 0 } }),
        row(8, 1003, 1003, { atBit: { ROP: 40 } }),
      ],
      { lagMinutes: 0 },
    );
    const { depth, columns } = binnedRows(state);
    expect([...depth]).toEqual([1000, 1001, 1002, 1003]);
    expect([...columns.get('ROP')!]).toEqual([10, 20, 30, 40]);
  });

  it('does not count a hole depth that advances with the bit far off bottom (a bad depth, or reaming above)', () => {
    const state = newTimeToDepthState(1);
    addTimeRows(state, [row(0, 1000, 1000, { atBit: { ROP: 1 } }), row(1, 900, 1005, { atBit: { ROP: 2 } })], { lagMinutes: 0 });
    expect([...binnedRows(state).depth]).toEqual([1000]);
  });

  it('bins at the step with the mean of the samples in each bin', () => {
    const state = newTimeToDepthState(0.5);
    addTimeRows(
      state,
      [0, 0.1, 0.2, 0.3, 0.4, 0.6].map((d, i) => row(i, 2000 + d, 2000 + d, { atBit: { WOB: i } })),
      { lagMinutes: 0 },
    );
    const { depth, columns } = binnedRows(state);
    expect([...depth]).toEqual([2000, 2000.5]);
    // 2000, 2000.1, 2000.2 round to bin 2000; 2000.3, 2000.4, 2000.6 to 2000.5
    expect([...columns.get('WOB')!]).toEqual([1, 4]);
  });

  it('places gas at the depth drilled one lag time earlier, and leaves out gas circulated during a connection', () => {
    const state = newTimeToDepthState(1);
    const rows: TimeRow[] = [];
    // drilling one foot a minute from 1000 ft for 10 minutes, a 5-minute connection, then 5 minutes more
    let hole = 1000;
    for (let minute = 0; minute <= 20; minute++) {
      const drilling = minute <= 10 || minute > 15;
      if (drilling && minute > 0) hole += 1;
      rows.push(row(minute * 60, drilling ? hole : hole - 30, hole, { lagged: { C1: minute * 100 } }));
    }
    addTimeRows(state, rows, { lagMinutes: 3 });
    const { depth, columns } = binnedRows(state);
    const c1 = new Map([...depth].map((d, i) => [d, columns.get('C1')![i]]));
    // gas at minute m came from the depth drilled at m - 3
    expect(c1.get(1000)).toBe(300);
    expect(c1.get(1007)).toBe(1000);
    expect(c1.get(1010)).toBe(1300);
    // minutes 14..18 circulate what was drilled at 11..15: the connection, no new rock: no gas row for them
    expect([...c1.values()]).not.toContain(1400);
    expect([...c1.values()]).not.toContain(1800);
    // minute 19 brings up 1011 (drilled at minute 16)
    expect(c1.get(1011)).toBe(1900);
  });

  it('uses the returns depth the feed sends, and only while it advances', () => {
    const state = newTimeToDepthState(1);
    addTimeRows(
      state,
      [
        { time: 0, returns: 990, stream: '12', atBit: {}, lagged: { C1: 5 } },
        { time: 1, returns: 991, stream: '12', atBit: {}, lagged: { C1: 6 } },
        { time: 2, returns: 991, stream: '12', atBit: {}, lagged: { C1: 999 } },
        { time: 3, returns: 992, stream: '12', atBit: {}, lagged: { C1: 7 } },
      ],
      { lagMinutes: 30 },
    );
    const { depth, columns } = binnedRows(state);
    expect([...depth]).toEqual([990, 991, 992]);
    expect([...columns.get('C1')!]).toEqual([5, 6, 7]);
  });

  it('never writes at or above the floor, and closes bins the hole and the gas have both passed', () => {
    const state = newTimeToDepthState(1, 1000);
    addTimeRows(
      state,
      [999, 1000, 1001, 1002, 1003, 1004].map((d, i) => ({ time: i, bit: d, hole: d, returns: d - 2, atBit: { ROP: d }, lagged: { C1: d } })),
      { lagMinutes: 0 },
    );
    expect([...binnedRows(state).depth]).toEqual([1001, 1002, 1003, 1004]);
    const closed = closeBins(state);
    // hole at 1004, gas at 1002: a bin is closed once the gas has passed its lower half (1002 - 0.5)
    expect(closed.map((b) => b.k)).toEqual([1]);
    expect(state.floor).toBe(1001);
    expect(closeBins(state, true)).toHaveLength(3);
    expect(state.bins).toEqual([]);
  });

  it('gives the lag depth as the row of the deepest gas, on the step grid, none before any gas', () => {
    const state = newTimeToDepthState(0.5);
    addTimeRows(state, [row(0, 2000, 2000, { atBit: { ROP: 50 } })], { lagMinutes: 0 });
    expect(gasRowDepth(state)).toBeNull();
    addTimeRows(state, [row(1, 2001.2, 2001.2, { returns: 1990.1, lagged: { C1: 5 } })], { lagMinutes: 0 });
    expect(gasRowDepth(state)).toBe(1990);
  });

  it('gives the same rows whatever the batches', () => {
    const rows = Array.from({ length: 300 }, (_, i) => row(i, 3000 + i * 0.3, 3000 + i * 0.3, { atBit: { ROP: i }, lagged: { C1: i * 2 } }));
    const once = newTimeToDepthState(0.5);
    addTimeRows(once, rows, { lagMinutes: 1 });
    const batched = newTimeToDepthState(0.5);
    for (let at = 0; at < rows.length; at += 7) addTimeRows(batched, rows.slice(at, at + 7), { lagMinutes: 1 });
    expect(JSON.parse(JSON.stringify(batched))).toEqual(JSON.parse(JSON.stringify(once)));
  });
});

describe('a time-indexed LAS upload', () => {
  it('becomes a depth log: drilling rows binned, gas lagged, connections left out', () => {
    const text = [
      '~Version',
      'VERS. 3.0 :',
      'WRAP. NO :',
      'DLM . COMMA :',
      '~Well',
      'NULL. -999.25 :',
      '~Drilling_Definition',
      'ETIM .s : elapsed time',
      'Bit_Depth .ft : bit depth',
      'Total_Depth .ft : hole depth',
      'ROP .ft/h : rate of penetration',
      'C1 .ppm : methane',
      '~Drilling_Data | Drilling_Definition',
      '0, 5000, 5000, 10, 100',
      '1, 5000.5, 5000.5, 11, 110',
      '2, 4970, 5000.5, 0, 5000',
      '3, 5001, 5001, 12, 120',
    ].join('\n');
    const las = readLas(new TextEncoder().encode(text));
    expect(las.depthIndexed).toBe(false);
    const depthLog = timeLogToDepthLog(las)!;
    expect(depthLog.depthIndexed).toBe(true);
    expect(depthLog.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'ROP', 'C1']);
    expect([...(depthLog.curves[0].values as Float64Array)]).toEqual([5000, 5000.5, 5001]);
    expect([...(depthLog.curves[1].values as Float64Array)]).toEqual([10, 11, 12]);
    expect([...(depthLog.curves[2].values as Float64Array)]).toEqual([100, 110, 120]);
    expect(depthLog.warnings.at(-1)?.message).toMatch(/indexed by time .*4 rows became 3 depth rows at 0.5 ft/);
  });

  it('leaves a time file with no hole depth curve alone', () => {
    const las = readLas(new TextEncoder().encode('~V\nVERS. 2.0 :\nWRAP. NO :\n~W\nNULL. -999.25 :\n~C\nETIM .s :\nBFR1 .OHMM :\n~A\n0 1\n1 2\n'));
    expect(timeLogToDepthLog(las)).toBeUndefined();
  });
});
