/** @jest-environment node */
import { jsonCacheValueSerializer } from '@trieb.work/nextjs-turbo-redis-cache';
import { ENTRY_SUMMARY, pageEntrySerializer, plainEntry } from '@/lib/runtime/next-cache/page-entry-serializer.mjs';

/** A listing page's entry as the package stores it: HTML, its RSC payload and segments. */
function storedPage() {
  const value = {
    kind: 'APP_PAGE',
    html: '<main><h1>IP kamery</h1>"Na objednávku"</main>'.repeat(2000),
    rscData: Buffer.from('1:["$","div",null,{"children":"Kamera"}]\n'.repeat(1000)),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': 'category' },
    status: 200,
  };
  return { lastModified: 1_764_500_000_000, tags: ['category'], value };
}

describe('page entries read from the shared cache', () => {
  it('reads what the package writes (and writes what it reads): the same format in Redis', async () => {
    const entry = storedPage();
    const stored = await jsonCacheValueSerializer.serialize(entry as never);
    expect(await pageEntrySerializer.serialize(entry as never)).toBe(stored);
    const read = plainEntry(await pageEntrySerializer.deserialize(stored)) as unknown as ReturnType<typeof storedPage>;
    expect(read.value.html).toBe(entry.value.html);
    expect(Buffer.compare(read.value.rscData, entry.value.rscData)).toBe(0);
    expect(read.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(read).toMatchObject({ lastModified: entry.lastModified, tags: ['category'] });
  });

  it("gives the package's debug line a summary of the entry instead of a copy of its HTML and bytes", async () => {
    const read = await pageEntrySerializer.deserialize(await jsonCacheValueSerializer.serialize(storedPage() as never));
    // RedisStringsHandler.get() writes JSON.stringify(entry).substring(0, 200) on every read
    expect(JSON.stringify(read)).toBe(JSON.stringify(ENTRY_SUMMARY));
    expect(Object.keys(read ?? {})).toEqual(['lastModified', 'tags', 'value']);
  });

  it('hands Next a plain entry: as JSON it is the whole entry again', async () => {
    const entry = storedPage();
    const read = plainEntry(await pageEntrySerializer.deserialize(await jsonCacheValueSerializer.serialize(entry as never)));
    expect(JSON.stringify(read).length).toBeGreaterThan(entry.value.html.length);
    expect(plainEntry(null)).toBeNull();
  });
});
