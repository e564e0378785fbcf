// @vitest-environment node
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { preview } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, writeBrotliTwins } from './precompress';

const script = `export const words = ${JSON.stringify('Ginger '.repeat(400))};\n`;
let outDir = '';

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'ginger-precompress-'));
  await mkdir(path.join(outDir, 'assets'));
  await mkdir(path.join(outDir, 'qa'));
  await writeFile(path.join(outDir, 'assets/app.js'), script);
  await writeFile(path.join(outDir, 'assets/tiny.css'), 'a{color:red}');
  await writeFile(path.join(outDir, 'assets/photo.png'), Buffer.alloc(4096, 7));
  await writeFile(path.join(outDir, 'qa/world.json'), JSON.stringify({ rows: script }));
});

afterEach(() => rm(outDir, { recursive: true, force: true }));

describe('brotli twins', () => {
  it('are written beside compressible files worth compressing, outside the skipped folders', async () => {
    await writeBrotliTwins(outDir, ['qa']);
    const twins = (await readdir(outDir, { recursive: true })).filter((file) =>
      file.endsWith('.br'),
    );
    expect(twins).toEqual([path.join('assets', 'app.js.br')]);
    const twin = await readFile(path.join(outDir, 'assets/app.js.br'));
    expect(twin.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(twin).toString()).toBe(script);
  });

  it('are what the preview answers to a browser that accepts brotli, and only to one', async () => {
    await writeBrotliTwins(outDir);
    const server = await preview({
      configFile: false,
      logLevel: 'silent',
      root: outDir,
      build: { outDir },
      plugins: [precompress()],
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/assets/app.js`;
      const brotli = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await brotli.text()).toBe(script);
      const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(script);
    } finally {
      await server.close();
    }
  });
});
