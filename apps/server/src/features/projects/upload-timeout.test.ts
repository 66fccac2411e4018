import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { multipart, smallLas } from '../../test/projects';

// A client whose upload stalls or trickles gets a 408 in the envelope, and holds nothing open.
const { agent: admin } = useSignedInApp({ env: { UPLOAD_IDLE_SECONDS: '0.3', UPLOAD_TIMEOUT_SECONDS: '1' } });

const form = () => multipart({ name: 'Slow well' }, { las_file: { filename: 'slow.las', content: smallLas() } });

describe('uploads that stop arriving', () => {
  it('answers 408 when no byte arrives for UPLOAD_IDLE_SECONDS, and creates nothing', async () => {
    const body = form();
    // The first 200 bytes, then nothing: the stream never ends.
    let sent = false;
    const stalled = new Readable({
      read() {
        if (!sent) this.push(body.payload.subarray(0, 200));
        sent = true;
      },
    });
    const response = await admin.request({ method: 'POST', url: '/api/projects', payload: stalled, headers: body.headers });
    expect(response.statusCode).toBe(408);
    expect(response.json()).toEqual({ message: 'The upload stopped: nothing arrived for 0.3 s. Please try again.' });
    expect(response.headers.connection).toBe('close');
    expect((await admin.get('/api/projects')).body).not.toContain('Slow well');
  });

  it('answers 408 when a trickling upload passes UPLOAD_TIMEOUT_SECONDS', async () => {
    const body = form();
    let at = 0;
    const trickle = new Readable({
      read() {
        // 16 bytes every 100 ms: never idle, never done in time.
        setTimeout(() => {
          this.push(body.payload.subarray(at, at + 16));
          at += 16;
          if (at >= body.payload.length) this.push(null);
        }, 100);
      },
    });
    const response = await admin.request({ method: 'POST', url: '/api/projects', payload: trickle, headers: body.headers });
    expect(response.statusCode).toBe(408);
    expect(response.json().message).toBe('The upload took longer than 1 s to arrive. Please try again on a faster connection.');
    trickle.destroy();
  });
});
