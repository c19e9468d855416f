import type { Metadata } from 'next';
import { SafeHtml } from '@/components/ui/safe-html';
import { WidthContainer } from '@/components/ui/width-container';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { TEXT_PAGES, loadTextPage } from '@/lib/server/catalogue/text-pages';
import { loadInLanguageOr404 } from '@/lib/server/language-route';
import { pageMetadata } from '@/lib/shop/seo/metadata';
import { plainTextExcerpt } from '@/lib/shop/seo/plain-text';
import { textPagePath } from '@/lib/shop/urls/shop-paths';
import styles from './text-page.module.scss';

interface Props {
  params: Promise<{ language: string; pageName: string }>;
}

/** The text page of the route, or 404. A new name is a new render: the page follows it. */
async function textPageOf(params: Props['params']) {
  const { language, pageName } = await params;
  const { item: page, lang, url } = await loadInLanguageOr404(language, pageName, loadTextPage);
  return { page, path: textPagePath(lang, url) };
}

/** The shop's text pages are prerendered; any other renders on its first visit. */
export function generateStaticParams() {
  return TEXT_PAGES.map((pageName) => ({ language: DEFAULT_LOCALE, pageName }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, path } = await textPageOf(params);
  return pageMetadata({ title: page.title, description: plainTextExcerpt(page.content), path });
}

/** A text page (docs/rules.md#screens): title and content (terms, privacy, about us, support, training). */
export default async function TextPagePage({ params }: Props) {
  const { page } = await textPageOf(params);
  return (
    <WidthContainer narrow className={styles.page}>
      <article className={styles.sheet}>
        <h1 className={styles.title}>{page.title}</h1>
        <SafeHtml html={page.content} className={styles.content} />
      </article>
    </WidthContainer>
  );
}
