'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { archiveSite } from '@/lib/contract/calls/sites';
import type { Site } from '@/lib/contract/schemas/sites';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { cartKey, SITES_KEY, USER_KEY } from '@/lib/browser/swr-keys';
import { pushToast } from '@/lib/browser/toast-store';
import { Button } from '@/components/ui/button';
import { SiteForm } from './site-form';
import styles from './account-sites.module.scss';

interface SitesManagerProps {
  initial: Site[];
  current: number | null;
  /** false for an accountant: the list only (docs/decisions/059-company-accounts.md) */
  canEdit: boolean;
}

/** The company's sites as cards, each editable and archivable by an owner or buyer, and the form of a new one. */
export function SitesManager({ initial, current, canEdit }: SitesManagerProps) {
  const t = useTranslations('Account.sites');
  const lang = useLocale();
  const { mutate } = useSWRConfig();
  const [sites, setSites] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [currentId, setCurrentId] = useState(current);

  // the header's switcher and the basket follow what changed here
  const refreshShell = () => Promise.all([mutate(USER_KEY), mutate(SITES_KEY), mutate(cartKey(lang))]);

  async function archive(site: Site) {
    if (!window.confirm(t('archiveConfirm', { name: site.name }))) return;
    try {
      const answer = await archiveSite(browserApi, site.id);
      setSites(answer.sites);
      setCurrentId(answer.current);
      pushToast({ variant: 'success', message: 'siteArchived' });
      void refreshShell();
    } catch (error) {
      showApiError('sites', error);
    }
  }

  return (
    <div className={styles.manager}>
      <p className={styles.intro}>{t('intro')}</p>
      {sites.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('title')}>
          {sites.map((site) => (
            <li key={site.id} className={styles.card} aria-current={site.id === currentId ? 'true' : undefined}>
              {editing === site.id ? (
                <SiteForm
                  site={site}
                  onCancel={() => setEditing(null)}
                  onSaved={(saved) => {
                    setSites((all) => all.map((s) => (s.id === saved.id ? saved : s)));
                    setEditing(null);
                    void refreshShell();
                  }}
                />
              ) : (
                <>
                  <div className={styles.cardHead}>
                    <h3 className={styles.name}>{site.name}</h3>
                    {site.id === currentId && <span className={styles.badge}>{t('current')}</span>}
                  </div>
                  <p className={styles.reference}>
                    {t('jobReference')}: <strong>{site.job_reference}</strong>
                  </p>
                  {(site.street || site.city) && (
                    <p className={styles.address}>{[site.street, [site.zip, site.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</p>
                  )}
                  {canEdit && (
                    <div className={styles.cardActions}>
                      <Button variant="secondary" size="sm" onClick={() => setEditing(site.id)} aria-label={`${t('edit')}: ${site.name}`}>
                        {t('edit')}
                      </Button>
                      <Button variant="ghost" size="sm" icon="trash" onClick={() => void archive(site)} aria-label={`${t('archive')}: ${site.name}`}>
                        {t('archive')}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <section className={styles.addSection} aria-labelledby="site-add-title">
          <h3 id="site-add-title" className={styles.addTitle}>
            {t('addTitle')}
          </h3>
          <SiteForm
            onSaved={(saved) => {
              setSites((all) => [...all, saved]);
              void refreshShell();
            }}
          />
        </section>
      ) : (
        <p className={styles.note} role="note">
          {t('readOnly')}
        </p>
      )}
    </div>
  );
}
