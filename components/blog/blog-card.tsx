import { useTranslations } from 'next-intl';
import { Img } from '@/components/ui/img';
import Link from '@/components/ui/intent-link';
import type { BlogCard as BlogCardData } from '@/lib/contract/schemas/content';
import { SafeHtml } from '@/components/ui/safe-html';
import { Icon } from '@/components/ui/icon';
import { blogPath } from '@/lib/shop/urls/shop-paths';
import { BLOG_PLACEHOLDER_IMAGE } from './blog-placeholder';
import styles from './blog-card.module.scss';

interface BlogCardProps {
  blog: BlogCardData;
  lang: string;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}

/** An article at a glance: picture 250 px high (placeholder when none), title, perex, link. */
export function BlogCard({ blog, lang, headingLevel: Heading = 'h3', priority = false }: BlogCardProps) {
  const t = useTranslations('Blog');
  const href = blogPath(lang, blog.url.url);
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <Img src={blog.image?.src || BLOG_PLACEHOLDER_IMAGE} alt="" width={600} height={250} className={styles.image} priority={priority} />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href} className={styles.titleLink}>
            {blog.title}
          </Link>
        </Heading>
        <SafeHtml html={blog.perex} className={styles.perex} />
        <span className={styles.more} aria-hidden="true">
          {t('readMore')}
          <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </article>
  );
}
