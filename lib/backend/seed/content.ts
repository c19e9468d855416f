import 'server-only';
import type { Db } from '../db/client';
import type { MediaWriter } from '../media/writer';
import { banners, blogs, menuLinks, textPages } from '../db/schema';
import type { DrawingKind } from './catalogue-types';
import { BLOGS } from './content-blogs';
import { PAGES } from './content-pages';
import { bannerSvg, blogSvg } from './image-compose';
import { mapLimit, writeWebp } from './images';
import { daysBefore } from './random';
import type { Palette } from './svg-kit';

interface BannerSeed {
  file: string;
  label: string;
  headline: string;
  sublines: readonly string[];
  url: string;
  line: string;
  kind: DrawingKind;
}

/** Home slideshow; label doubles as the alt text, url leads to a category page. */
const BANNERS: readonly BannerSeed[] = [
  {
    file: 'ip-kamery-colorvu',
    label: 'IP kamery s farebným nočným videním – zľavy až 20 %',
    headline: 'Farebný obraz aj v noci',
    sublines: ['IP kamery Hikvision ColorVu a Dahua Full-color', 'teraz so zľavou až 20 %'],
    url: '/category/cctv/ip-kamery',
    line: 'cctv',
    kind: 'bullet',
  },
  {
    file: 'bezdrotove-zabezpecenie',
    label: 'Bezdrôtové zabezpečenie Ajax a Jablotron skladom',
    headline: 'Bezdrôtové zabezpečenie',
    sublines: ['Ústredne, detektory a sirény Ajax a Jablotron', 'skladom v Bratislave aj v Košiciach'],
    url: '/category/ezs/ustredne/bezdrotove-ustredne',
    line: 'ezs',
    kind: 'alarm-panel',
  },
  {
    file: 'ip-interkomy-2n',
    label: 'IP interkomy 2N pre bytové domy a firmy',
    headline: 'IP interkomy 2N',
    sublines: ['Moderné dverové komunikátory pre bytové domy', 'a firmy s otváraním z mobilu'],
    url: '/category/evs/ip-interkomy',
    line: 'evs',
    kind: 'door-panel',
  },
  {
    file: 'kabelaz-solarix',
    label: 'Štruktúrovaná kabeláž Solarix so zárukou 25 rokov',
    headline: 'Kabeláž Solarix',
    sublines: ['Káble, rozvádzače a patch panely', 'so systémovou zárukou 25 rokov'],
    url: '/category/sks/kable',
    line: 'sks',
    kind: 'cable',
  },
];

const MENU_LINKS = [
  { label: 'Blog', description: 'Novinky, návody a tipy z praxe', type: 'blog-list', url: 'blog', position: 100 },
  { label: 'Školenia', description: 'Termíny školení a certifikácií', type: 'text-page', url: 'skolenia', position: 101 },
  { label: 'Podpora', description: 'Technická podpora a servis', type: 'text-page', url: 'podpora', position: 102 },
];

function paletteOf(palettes: ReadonlyMap<string, Palette>, line: string): Palette {
  const palette = palettes.get(line);
  if (!palette) throw new Error(`no palette for ${line}`);
  return palette;
}

/** Blogs, text pages, banners and menu links, with their images rendered into the media store. */
export async function seedContent(
  db: Db,
  media: MediaWriter,
  palettes: ReadonlyMap<string, Palette>,
): Promise<{ blogs: number; pages: number; banners: number }> {
  await mapLimit(BANNERS, 4, (b) =>
    writeWebp(media, `banners/${b.file}.webp`, bannerSvg(b.headline, b.sublines, b.kind, paletteOf(palettes, b.line)), 1200, 400),
  );
  await mapLimit(BLOGS, 4, (b) => writeWebp(media, `blog/${b.slug}.webp`, blogSvg(b.kinds, paletteOf(palettes, b.line)), 800, 500));
  await db.transaction(async (tx) => {
    await tx
      .insert(banners)
      .values(BANNERS.map((b, i) => ({ lang: 'sk', image: `/media/banners/${b.file}.webp`, label: b.label, url: b.url, position: i + 1 })));
    await tx.insert(blogs).values(
      BLOGS.map((b) => ({
        lang: 'sk',
        slug: b.slug,
        title: b.title,
        perex: b.perex,
        content: b.content,
        image: `/media/blog/${b.slug}.webp`,
        publishedAt: daysBefore(b.daysAgo, 1),
        onHomepage: b.onHomepage,
      })),
    );
    await tx.insert(textPages).values(PAGES.map((p) => ({ lang: 'sk', slug: p.slug, title: p.title, content: p.content })));
    await tx.insert(menuLinks).values(MENU_LINKS);
  });
  return { blogs: BLOGS.length, pages: PAGES.length, banners: BANNERS.length };
}
