// `npm run cli -- wits bridge`: at the rig, WITS Level 0 from the mud-logging unit over TCP to Mudstack over
// HTTP(S). Every frame is written to the buffer folder (and synced to disk) before it counts as received; each
// has a sequence number; batches are sent until Mudstack acknowledges them, with backoff. A restart of the bridge
// or of Mudstack loses nothing and sends nothing twice (Mudstack stores each sequence number once).
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { formatWitsFrame, WitsReader } from '../live/wits';

export interface BridgeOptions {
  listen: { host: string; port: number };
  url: string;
  project: number;
  token: string;
  buffer: string;
  /** Frames per batch (default 2,000). */
  batch?: number;
  log?: (line: string) => void;
}

interface Buffered {
  seq: number;
  received_at: number;
  text: string;
}

/** The buffer folder: `frames.jsonl` (one frame a line, appended and synced) and `acked` (the highest acknowledged). */
class FrameBuffer {
  private readonly framesPath: string;
  private readonly ackedPath: string;
  private fd: number;
  acked: number;
  nextSeq: number;
  readonly pending: Buffered[] = [];

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true });
    this.framesPath = path.join(dir, 'frames.jsonl');
    this.ackedPath = path.join(dir, 'acked');
    this.acked = existsSync(this.ackedPath) ? Number(readFileSync(this.ackedPath, 'utf8').trim()) || 0 : 0;
    let maxSeq = this.acked;
    if (existsSync(this.framesPath)) {
      const text = readFileSync(this.framesPath, 'utf8');
      // A line cut by a crash was never acknowledged to anyone: it is dropped, and the file ends at the last whole line.
      const whole = text.lastIndexOf('\n') + 1;
      if (whole < text.length) {
        const fd = openSync(this.framesPath, 'r+');
        ftruncateSync(fd, Buffer.byteLength(text.slice(0, whole)));
        closeSync(fd);
      }
      for (const line of text.slice(0, whole).split('\n')) {
        if (!line) continue;
        const frame = JSON.parse(line) as Buffered;
        maxSeq = Math.max(maxSeq, frame.seq);
        if (frame.seq > this.acked) this.pending.push(frame);
      }
    }
    this.nextSeq = maxSeq + 1;
    this.fd = openSync(this.framesPath, 'a');
  }

  /** Appends frames and syncs them to disk: only then are they received. */
  append(texts: string[], now: number): Buffered[] {
    const frames = texts.map((text) => ({ seq: this.nextSeq++, received_at: now, text }));
    writeSync(this.fd, frames.map((f) => JSON.stringify(f) + '\n').join(''));
    fdatasyncSync(this.fd);
    this.pending.push(...frames);
    return frames;
  }

  /** Records what Mudstack acknowledged; once everything is, the frames file starts afresh. */
  acknowledge(seq: number) {
    if (seq <= this.acked) return;
    this.acked = seq;
    let drop = 0;
    while (drop < this.pending.length && this.pending[drop].seq <= seq) drop++;
    this.pending.splice(0, drop);
    const tmp = this.ackedPath + '.tmp';
    writeFileSync(tmp, String(seq));
    renameSync(tmp, this.ackedPath);
    if (this.pending.length === 0 && statSync(this.framesPath).size > 1024 * 1024) {
      closeSync(this.fd);
      this.fd = openSync(this.framesPath, 'w');
    }
  }
}

/** Runs the bridge until the process ends; resolves once it listens (with the port it listens on). */
export async function runBridge(options: BridgeOptions): Promise<{ port: number; close(): void }> {
  const log = options.log ?? ((line: string) => process.stdout.write(line + '\n'));
  const buffer = new FrameBuffer(options.buffer);
  const endpoint = `${options.url.replace(/\/$/, '')}/api/projects/${options.project}/live`;
  const batchSize = options.batch ?? 2000;
  let wake: (() => void) | null = null;
  const nudge = () => wake?.();
  let closed = false;

  const server = net.createServer((socket) => {
    const reader = new WitsReader();
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      const frames = reader.push(chunk);
      if (frames.length === 0) return;
      // The whole frames, written again as WITS Level 0: Mudstack reads them with the same reader.
      buffer.append(
        frames.map((f) => formatWitsFrame(f.items)),
        Date.now(),
      );
      nudge();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.listen.port, options.listen.host, resolve);
  });
  const port = (server.address() as net.AddressInfo).port;
  log(
    `bridge: listening on ${options.listen.host}:${port}, sending to ${endpoint}; ${buffer.pending.length} frames waiting, next sequence ${buffer.nextSeq}`,
  );

  void (async () => {
    let backoff = 250;
    let lastReport = 0;
    while (!closed) {
      if (buffer.pending.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 1000);
        });
        wake = null;
        continue;
      }
      const batch = buffer.pending.slice(0, batchSize);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify({ frames: batch }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json().catch(() => ({}))) as { result?: { acked_seq: number }; message?: string };
        if (!response.ok || !body.result)
          throw Object.assign(new Error(`${response.status} ${body.message ?? ''}`.trim()), { status: response.status });
        buffer.acknowledge(body.result.acked_seq);
        backoff = 250;
        if (Date.now() - lastReport > 5000 || buffer.pending.length === 0) {
          lastReport = Date.now();
          log(`bridge: acknowledged up to ${buffer.acked}; ${buffer.pending.length} waiting`);
        }
      } catch (error) {
        const status = (error as { status?: number }).status;
        // A refusal that waiting will not cure (a revoked token, an archived project) is said, and retried slowly.
        const wait = status && status >= 400 && status < 500 && status !== 429 ? 30_000 : backoff;
        log(`bridge: send failed (${(error as Error).message}); ${buffer.pending.length} frames kept, retrying in ${Math.round(wait / 1000)} s`);
        await new Promise((resolve) => setTimeout(resolve, wait));
        backoff = Math.min(10_000, backoff * 2);
      }
    }
  })();

  return {
    port,
    close() {
      closed = true;
      server.close();
      nudge();
    },
  };
}
