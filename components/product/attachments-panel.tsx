'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { getAttachments } from '@/lib/contract/calls/catalogue';
import { seg } from '@/lib/contract/client';
import { browserApi } from '@/lib/browser/api';
import { CUSTOMER_DATA } from '@/lib/browser/swr-options';
import { formatFileSize } from '@/lib/shared/format/file-size';
import styles from './attachments-panel.module.scss';

/** The customer's downloads for a product, fetched through the proxy when the tab first opens. */
export function AttachmentsPanel({ productCode }: { productCode: string }) {
  const t = useTranslations('Attachments');
  const { data, error, isLoading, mutate } = useSWR(`/attachments/${seg(productCode)}`, () => getAttachments(browserApi, productCode), {
    ...CUSTOMER_DATA,
    revalidateOnFocus: false,
  });

  if (isLoading) return <Spinner label={t('loading')} />;
  if (error) {
    return (
      <div className={styles.message}>
        <p>{t('failed')}</p>
        <Button variant="secondary" size="sm" icon="refresh" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const groups = (data ?? []).filter((group) => group.attachments.length > 0);
  if (groups.length === 0) return <p className={styles.message}>{t('empty')}</p>;

  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.title} className={styles.group}>
          <h3 className={styles.title}>{group.title}</h3>
          <ul className={styles.list}>
            {group.attachments.map((file) => {
              const size = formatFileSize(file.filesize);
              return (
                <li key={file.url}>
                  <a href={file.url} className={styles.file} download aria-label={t('download', { filename: file.filename, size })}>
                    <span className={styles.icon} aria-hidden="true">
                      {file.file_icon.slice(0, 4).toUpperCase()}
                    </span>
                    <span className={styles.name}>{file.filename}</span>
                    <span className={styles.size}>{size}</span>
                    <Icon name="download" size={18} className={styles.download} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
