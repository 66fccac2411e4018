// `npm run cli -- wits replay FILE.las --to HOST:PORT --rate ROWS_PER_S`: the rig simulator. Sends a LAS file as
// WITS Level 0 frames at a steady rate. WITS Level 0 has no acknowledgement, so after a lost connection it
// connects again and goes back a few rows: rows sent twice add nothing (a depth counts once, when the hole
// advances), rows lost in the dropped connection are sent again.
import net from 'node:net';
import type { DepthUnitName } from '../format/depth-unit';
import { readLas } from '../las/read-las';
import { planReplay } from '../live/replay';
import { formatWitsFrame } from '../live/wits';

export interface ReplayCommandOptions {
  file: Uint8Array;
  to: { host: string; port: number };
  rate: number;
  extraItems?: Record<string, string>;
  /** The unit depths are sent in (default feet; `m` as a unit set to metric units). */
  depthUnit?: DepthUnitName;
  /** Rows sent again after a reconnection (default: two seconds' worth, at least 20). */
  rewind?: number;
  log?: (line: string) => void;
}

export async function runReplay(options: ReplayCommandOptions): Promise<void> {
  const log = options.log ?? ((line: string) => process.stderr.write(line + '\n'));
  const las = readLas(options.file);
  const plan = planReplay(las, { start: Date.now(), extraItems: options.extraItems, depthUnit: options.depthUnit });
  for (const note of plan.notes) log(`replay: ${note}`);
  log(
    `replay: ${plan.rows} rows (${plan.indexedBy === 'time' ? 'by time, its clock kept' : 'by depth, stamped as sent'}) at ${options.rate} rows/s to ${options.to.host}:${options.to.port}`,
  );
  const rewind = options.rewind ?? Math.max(20, Math.round(options.rate * 2));
  let next = 0;
  let lastReport = Date.now();
  while (next < plan.rows) {
    const socket = await connect(options.to, log);
    const started = Date.now();
    const from = next;
    try {
      while (next < plan.rows) {
        const due = Math.min(plan.rows, from + Math.floor(((Date.now() - started) / 1000) * options.rate) + 1);
        if (due > next) {
          const now = Date.now();
          let text = '';
          for (; next < due; next++) for (const frame of plan.framesOf(next, now)) text += formatWitsFrame(frame);
          // A peer that goes away while the buffer is full ends the wait too (a closed socket never drains).
          if (socket.destroyed) throw new Error('connection closed');
          if (!socket.write(text) && !socket.destroyed) {
            await new Promise<void>((resolve, reject) => {
              socket.once('drain', resolve);
              socket.once('close', () => reject(new Error('connection closed')));
            });
          }
        }
        if (socket.destroyed || socket.writableEnded) throw new Error('connection closed');
        if (Date.now() - lastReport > 5000) {
          lastReport = Date.now();
          log(`replay: ${next} of ${plan.rows} rows sent`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise<void>((resolve) => socket.end(resolve));
    } catch (error) {
      socket.destroy();
      next = Math.max(0, next - rewind);
      log(`replay: connection lost (${(error as Error).message}); going on from row ${next}`);
    }
  }
  log(`replay: all ${plan.rows} rows sent`);
}

async function connect(to: { host: string; port: number }, log: (line: string) => void): Promise<net.Socket> {
  let wait = 200;
  for (;;) {
    try {
      return await new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(to.port, to.host, () => {
          socket.off('error', reject);
          socket.on('error', () => socket.destroy());
          resolve(socket);
        });
        socket.once('error', reject);
      });
    } catch (error) {
      log(`replay: cannot connect to ${to.host}:${to.port} (${(error as Error).message}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(5000, wait * 2);
    }
  }
}
