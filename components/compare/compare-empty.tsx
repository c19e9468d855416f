import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BasicIcon } from '@/components/ui/basic-icon';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import styles from './compare-empty.module.scss';

/** Nothing compared yet: how to add products, and the way to the catalogue (the product lines, from the server). */
export function CompareEmpty({ catalogueLinks }: { catalogueLinks: ReactNode }) {
  const t = useTranslations('ComparePage');
  return (
    <>
      <EmptyState classes={styles} icon={<BasicIcon name="compare" size={40} className={styles.icon} />} title={t('emptyTitle')} text={t('emptyText')}>
        <Button href="/" icon="arrow-left">
          {t('toCatalogue')}
        </Button>
      </EmptyState>
      {catalogueLinks}
    </>
  );
}
