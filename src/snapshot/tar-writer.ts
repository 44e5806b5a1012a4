// Writes a .tar.gz of store files as the store reads them: each file's bytes come from the
// sandbox (never from a path node-tar would open itself), headers are node-tar's own
// ustar/pax encoding, the gzip stream runs in zlib's thread pool, and the output is hashed
// as it is written. Only regular files and directories are ever written.

import crypto from 'node:crypto';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { Header, Pax } from 'tar';
import type { StoreFile } from '../store/store-files.js';

const BLOCK = 512;
/** Tar bytes are handed to zlib in pieces this big: one zlib job per small file is slow. */
const BATCH = 1024 * 1024;

export class TarGzWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly hash = crypto.createHash('sha256');
  private written = 0;
  private readonly flushed: Promise<unknown>;
  private batch: Buffer[] = [];
  private batched = 0;

  constructor(private readonly out: StoreFile) {
    this.gzip.on('data', (chunk: Buffer) => {
      out.write(chunk);
      this.hash.update(chunk);
      this.written += chunk.length;
    });
    this.flushed = once(this.gzip, 'end');
  }

  private async push(buf: Buffer): Promise<void> {
    this.batch.push(buf);
    this.batched += buf.length;
    if (this.batched >= BATCH) await this.drain();
  }

  private async drain(): Promise<void> {
    const data = Buffer.concat(this.batch);
    this.batch = [];
    this.batched = 0;
    if (!this.gzip.write(data)) await once(this.gzip, 'drain');
  }

  private async header(path: string, type: 'File' | 'Directory', size: number, mtime: Date) {
    const fields = {
      path,
      type,
      size,
      mtime,
      mode: type === 'File' ? 0o644 : 0o755,
      uid: 0,
      gid: 0,
      uname: '',
      gname: '',
    };
    const header = new Header(fields);
    // Paths over ustar's 255 bytes (or with non-ASCII in the wrong place) need a pax record.
    if (header.encode()) await this.push(new Pax(fields).encode());
    await this.push(header.block as Buffer);
  }

  async directory(path: string, mtime: Date): Promise<void> {
    await this.header(`${path}/`, 'Directory', 0, mtime);
  }

  async file(path: string, data: Buffer, mtime: Date): Promise<void> {
    await this.header(path, 'File', data.length, mtime);
    await this.push(data);
    const pad = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (pad) await this.push(Buffer.alloc(pad));
  }

  /** Ends the archive (two zero blocks) and returns its size and sha256. */
  async finish(): Promise<{ bytes: number; sha256: string }> {
    await this.push(Buffer.alloc(BLOCK * 2));
    await this.drain();
    this.gzip.end();
    await this.flushed;
    return { bytes: this.written, sha256: this.hash.digest('hex') };
  }
}
