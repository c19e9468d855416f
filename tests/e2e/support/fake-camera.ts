import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/full';
import { CHROMIUM_LAUNCH } from '../../support/chromium';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

let ready: Promise<unknown> | undefined;

/** zxing-wasm's writer from the installed binary (its default would fetch it from a CDN). */
function writer() {
  const wasm = readFileSync('node_modules/zxing-wasm/dist/full/zxing_full.wasm');
  ready ??= prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
  return ready;
}

/**
 * Writes a .y4m video (what Chromium's fake camera plays, looped) of one barcode drawn by
 * zxing-wasm's writer, centred on white, as grey frames (4:2:0, chroma neutral).
 */
export async function writeBarcodeVideo(file: string, format: 'EAN13' | 'Code128' | 'QRCode', text: string): Promise<void> {
  await writer();
  const code = await writeBarcode(text, { format, scale: 4 });
  if (!code.image) throw new Error(`${format} "${text}": ${code.error}`);
  const image = Buffer.from(await code.image.arrayBuffer());
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: await sharp(image).resize({ width: 420, height: 300, fit: 'inside' }).toBuffer() }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < y.length; i++) y[i] = luma.data[i * luma.info.channels]!;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`), ...Array(FRAMES).fill(frame)]));
}

/** A fresh path for a fake camera's video in the system's temp folder. */
export const fakeVideoPath = (name: string) => path.join(mkdtempSync(path.join(os.tmpdir(), 'scan-')), `${name}.y4m`);

/** Chromium launched with a fake camera that plays `file` and grants it without asking. */
export const fakeCameraLaunch = (file: string) => ({
  ...CHROMIUM_LAUNCH,
  args: [...CHROMIUM_LAUNCH.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
});
