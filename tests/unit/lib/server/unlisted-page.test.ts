import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}`,
}));

describe('unlistedPageMetadata', () => {
  it("titles the page by its namespace's title and keeps it out of search engines", async () => {
    await expect(unlistedPageMetadata('Login')).resolves.toEqual({ title: 'Login.title', robots: { index: false } });
  });
});
