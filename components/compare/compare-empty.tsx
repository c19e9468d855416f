import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BasicIcon } from '@/components/ui/basic-icon';
import { Button } from '@/components/ui/button';
import styles from './compare-empty.module.scss';

/** Nothing compared yet: how to add products, and the way to the catalogue (the product lines, from the server). */
export function CompareEmpty({ catalogueLinks }: { catalogueLinks: ReactNode }) {
  const t = useTranslations('ComparePage');
  return (
    <>
      <div className={styles.empty}>
        <BasicIcon name="compare" size={40} className={styles.icon} />
        <h2 className={styles.title}>{t('emptyTitle')}</h2>
        <p className={styles.text}>{t('emptyText')}</p>
        <Button href="/" icon="arrow-left">
          {t('toCatalogue')}
        </Button>
      </div>
      {catalogueLinks}
    </>
  );
}
