import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

// Larger than the loopback's socket buffers can take while the client does not read, so the file is still being
// read from disk when it is cut.
const SIZE = 32 << 20;

describe('a file streamed from disk', () => {
  let base: string;
  let file: string;
  let srv: TestServer;

  before(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'exref-send-file-'));
    await mkdir(path.join(base, 'videos/branded'), { recursive: true });
    file = path.join(base, 'videos/branded/long.mp4');
    await writeFile(file, Buffer.alloc(SIZE, 0x76));
    // A 1 MiB cache keeps no file over 128 KiB in memory: this one is read from disk as it is sent.
    srv = await startTestServer({ env: { EXREF_MEDIA_DIR: base, EXREF_MEDIA_CACHE_MB: '1' } });
  });
  after(async () => {
    await srv.close();
    await rm(base, { recursive: true, force: true });
  });

  test('cut short while it is sent: the connection closes, and a pipelined answer is never read as its body', async () => {
    const { port } = new URL(srv.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const ask = `GET /stream/videos/branded/long.mp4 HTTP/1.1\r\nHost: x\r\nX-API-Key: ${srv.keys.PROFESSIONAL}\r\n\r\n`;
    socket.write(ask + ask);
    const chunks: Buffer[] = [];
    let cut = false;
    const closed = new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      // Longer than any cut-short answer takes to leave, shorter than the idle keep-alive timeout (5 s).
      setTimeout(() => resolve(false), 4000).unref();
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (cut || !Buffer.concat(chunks).includes('\r\n\r\n')) return;
      cut = true;
      socket.pause();
      void (async () => {
        await sleep(300);
        await truncate(file, 1000);
        socket.resume();
      })();
    });
    const didClose = await closed;
    socket.destroy();
    const text = Buffer.concat(chunks).toString('latin1');
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    assert.match(head, /^HTTP\/1\.1 200 /);
    const declared = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    assert.equal(declared, SIZE);
    const body = text.length - head.length - 4;
    assert.ok(body < declared, `received ${body} of ${declared} bytes`);
    assert.ok(didClose, 'the server closed the connection');
    assert.equal(text.split('HTTP/1.1 ').length - 1, 1, 'one status line: the second answer did not follow inside the first body');
  });
});
