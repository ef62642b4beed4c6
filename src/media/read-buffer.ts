/**
 * One buffer for the bytes of files that are read, sent and forgotten. When the cache cycles over more files than it
 * holds, most reads are of files it will not keep: a fresh buffer for each (17 KiB for a preview) lives only until
 * the socket has it, yet every one is memory outside the JavaScript heap, and V8 answers that much of it with full
 * collections (40 mark-compacts in 6 s of the cold-files bench). Such a read goes into this buffer instead, and the
 * buffer is used again once the response has handed every byte to the kernel; a response that could not (a slow
 * client, a response queued behind another) keeps it, and the next read gets a new one.
 */
import type { ServerResponse } from 'node:http';

/** The smallest buffer made: most previews fit, so the buffer is rarely made again for a larger file. */
const MIN_BYTES = 64 * 1024;

export class ReadBuffer {
  /** The buffer, while no response holds it. */
  private free: Buffer | null = null;
  /** Buffers made (the first, a larger one, or one while the last was still held). */
  made = 0;

  /** `size` bytes to read into: the free buffer when it is large enough, else a new one. */
  readonly take = (size: number): Buffer => {
    let buf = this.free;
    this.free = null;
    if (buf === null || buf.length < size) {
      buf = Buffer.allocUnsafeSlow(Math.max(MIN_BYTES, size));
      this.made++;
    }
    return buf.subarray(0, size);
  };

  /**
   * Called once `res` was given `bytes` (from take()) and ended. The buffer is free again when nothing of the
   * response waits to be written (node writes a small answer straight to the socket), or nothing was sent at all.
   * Otherwise node still holds the bytes, and the buffer is left to it.
   */
  giveBack(bytes: Buffer, res: ServerResponse): void {
    if (res.writableLength !== 0) return;
    const whole = Buffer.from(bytes.buffer, 0, bytes.buffer.byteLength);
    if (this.free === null || this.free.length < whole.length) this.free = whole;
  }
}
