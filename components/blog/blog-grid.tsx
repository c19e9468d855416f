import type { BlogCard as BlogCardData } from '@/lib/contract/schemas/content';
import { BlogCard } from './blog-card';
import styles from './blog-grid.module.scss';

/** Blog cards in 3, 2 or 1 columns (large, medium, small screens; docs/rules.md#screens). */
export function BlogGrid({ blogs, lang }: { blogs: BlogCardData[]; lang: string }) {
  return (
    <ul className={styles.grid}>
      {blogs.map((blog, i) => (
        <li key={blog.url.url}>
          <BlogCard blog={blog} lang={lang} headingLevel="h2" priority={i < 3} />
        </li>
      ))}
    </ul>
  );
}
