/**
 * What a search engine reads from a page's HTML: its links (href and text), its words and its
 * JSON-LD. Cutting page weight must keep all three; compare two builds by hand:
 *   npx tsx tests/bench/seo-content.ts save http://127.0.0.1:3840 /tmp/before.json
 *   npx tsx tests/bench/seo-content.ts diff http://127.0.0.1:3840 /tmp/before.json
 * The page is parsed by Chromium with JavaScript off (streamed Suspense content still counts);
 * links and words are compared as multisets, so moving markup around is not a difference.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';

const ROUTES = ['/', '/category/cctv', '/product/poe-switch-ubiquiti-usw-16-poe'];

interface SeoContent {
  links: string[];
  words: string[];
  jsonLd: string[];
}

/** Run in the page as source text: tsx's helpers (`__name`) do not exist there. */
const READ_PAGE = `(() => {
  const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const links = [...document.querySelectorAll('a[href]')].map(
    (a) => a.getAttribute('href') + ' | ' + (squash(a.textContent) || squash(a.getAttribute('aria-label'))),
  );
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.stringify(JSON.parse(s.textContent || 'null')),
  );
  for (const node of document.querySelectorAll('script, style, template')) node.remove();
  const words = squash(document.body.textContent).split(' ').filter(Boolean);
  return { links, words, jsonLd };
})()`;

async function readPages(base: string): Promise<Record<string, SeoContent>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const result: Record<string, SeoContent> = {};
  try {
    for (const route of ROUTES) {
      const html = await (await fetch(base + route)).text();
      await page.setContent(html, { waitUntil: 'domcontentloaded' });
      result[route] = await page.evaluate<SeoContent>(READ_PAGE);
    }
  } finally {
    await browser.close();
  }
  return result;
}

/** Items of `a` missing from `b`, counting repeats. */
function missing(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const item of b) left.set(item, (left.get(item) ?? 0) + 1);
  return a.filter((item) => {
    const n = left.get(item) ?? 0;
    if (n > 0) left.set(item, n - 1);
    return n === 0;
  });
}

async function main() {
  const [mode, base, file] = process.argv.slice(2);
  if (!base || !file || (mode !== 'save' && mode !== 'diff')) throw new Error('usage: save|diff <base-url> <file.json>');
  const now = await readPages(base);
  if (mode === 'save') return fs.writeFileSync(file, JSON.stringify(now));
  const before = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, SeoContent>;
  let lost = 0;
  for (const route of ROUTES) {
    const [was, is] = [before[route]!, now[route]!];
    console.log(
      `${route}: links ${was.links.length} → ${is.links.length}, words ${was.words.length} → ${is.words.length}, JSON-LD ${was.jsonLd.length} → ${is.jsonLd.length}`,
    );
    for (const key of ['links', 'words', 'jsonLd'] as const) {
      const gone = missing(was[key], is[key]);
      const added = missing(is[key], was[key]);
      lost += gone.length;
      if (gone.length) console.log(`  ${key} lost: ${gone.slice(0, 20).join(' ‖ ')}`);
      if (added.length) console.log(`  ${key} added: ${added.slice(0, 20).join(' ‖ ')}`);
    }
  }
  if (lost) process.exitCode = 1;
}

void main();
