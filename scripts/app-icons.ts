/**
 * Writes the installed app's PNG icons (public/app-icons/, app/apple-icon.png) from app/icon.svg: `npm run app-icons`
 * after changing the drawing. The PNGs are committed; the same drawing always gives the same files.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { APP_ICON_FILES } from '../lib/shared/pwa/app-icons';

const drawing = fs.readFileSync('app/icon.svg', 'utf8');
const inner = drawing.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const viewBox = (/viewBox="([^"]+)"/.exec(drawing)?.[1] ?? '').split(' ').map(Number);
const width = viewBox[2] ?? 0;
const height = viewBox[3] ?? 0;
if (!width || !height) throw new Error('app/icon.svg has no viewBox');

/** The drawing centred on a square canvas, `share` of its side high, on `background` (or transparent). */
function square(share: number, background: string | undefined, body: string): string {
  const side = height / share;
  const x = (side - width) / 2;
  const y = (side - height) / 2;
  const fill = background ? `<rect width="${side}" height="${side}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">${fill}<g transform="translate(${x} ${y})">${body}</g></svg>`;
}

// Maskable: the launcher may cut the icon to a circle of 80 % of its side, so the shield fills 60 %,
// white on the brand navy (the shield's own colour) with a navy check mark.
const brand = /fill="(#[0-9a-f]{6})"/i.exec(drawing)?.[1] ?? '#12325a';
const onBrand = inner.replace(`fill="${brand}"`, 'fill="#ffffff"').replace('stroke="#ffffff"', `stroke="${brand}"`);

async function main() {
  for (const icon of APP_ICON_FILES) {
    const share = icon.purpose === 'maskable' ? 0.6 : 0.9;
    const svg = icon.purpose === 'maskable' ? square(share, brand, onBrand) : square(share, undefined, inner);
    // drawn at twice the size and scaled down: smooth edges
    const png = await sharp(Buffer.from(svg), { density: ((72 * icon.size) / (height / share)) * 2 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    fs.writeFileSync(`public${icon.src}`, png);
    console.log(`public${icon.src} written`);
  }
  // iOS puts this on the home screen (Next links app/apple-icon.png): opaque, it rounds the corners itself
  const apple = await sharp(Buffer.from(square(0.7, brand, onBrand)), { density: ((72 * 180) / (height / 0.7)) * 2 })
    .resize(180, 180)
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync('app/apple-icon.png', apple);
  console.log('app/apple-icon.png written');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
