'use client';

import { useEffect, useId, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import { chooseSite, getSites } from '@/lib/contract/calls/sites';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { cartKey, SITES_KEY, USER_KEY } from '@/lib/browser/swr-keys';
import { useUser } from '@/lib/browser/use-user';
import styles from './site-switcher.module.scss';

/**
 * The header's building site switcher (docs/decisions/059-company-accounts.md): for a person who
 * orders (owner, buyer) in a company that keeps sites (`user.has_sites`; an upstream without sites
 * sends none, so nothing is shown and nothing asked). A compact button naming the current site's job
 * reference opens a list of the sites; picking one makes its cart the basket, so the user (their
 * current site) and the cart are asked again.
 */
export function SiteSwitcher() {
  const { user } = useUser();
  if (!user?.has_sites || user.role === 'accountant') return null;
  return <Switcher current={user.site} />;
}

function Switcher({ current }: { current: { id: number; name: string; job_reference: string } | null }) {
  const t = useTranslations('Header');
  const lang = useLocale();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data } = useSWR(open ? SITES_KEY : null, () => getSites(browserApi));

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      if (event instanceof KeyboardEvent) buttonRef.current?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  // the current site (else the list's first choice) takes the focus once the list is there, so a keyboard goes on from it
  useEffect(() => {
    const root = rootRef.current;
    if (open && data && root)
      (root.querySelector<HTMLButtonElement>('li button[aria-current="true"]') ?? root.querySelector<HTMLButtonElement>('li button'))?.focus();
  }, [open, data]);

  async function pick(site: number | null) {
    if (busy) return;
    if (site === (current?.id ?? null)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await chooseSite(browserApi, { site });
      await Promise.all([mutate(USER_KEY), mutate(cartKey(lang)), mutate(SITES_KEY)]);
      setOpen(false);
      buttonRef.current?.focus();
    } catch (error) {
      showApiError('header', error);
    } finally {
      setBusy(false);
    }
  }

  const options: Array<{ id: number | null; name: string; reference: string }> = [
    ...(data?.sites ?? []).map((s) => ({ id: s.id, name: s.name, reference: s.job_reference })),
    { id: null, name: t('siteNone'), reference: '' },
  ];
  return (
    <div className={styles.switcher} ref={rootRef} data-site-switcher>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={current ? t('siteLabel', { name: `${current.name} (${current.job_reference})` }) : t('siteNoneLabel')}
        onClick={() => setOpen((was) => !was)}
        data-testid="site-switcher"
      >
        <Icon name="site" />
        <span className={current ? styles.current : `${styles.current} ${styles.none}`}>{current ? current.job_reference : t('site')}</span>
      </button>
      {open && (
        <div className={styles.panel} id={panelId} role="group" aria-labelledby={`${panelId}-title`} aria-busy={busy || !data}>
          <p className={styles.title} id={`${panelId}-title`}>
            {t('siteListTitle')}
          </p>
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option.id ?? 'none'}>
                <button
                  type="button"
                  className={styles.option}
                  aria-current={option.id === (current?.id ?? null)}
                  disabled={busy}
                  onClick={() => void pick(option.id)}
                >
                  <span className={styles.optionName}>{option.name}</span>
                  {option.reference && <span className={styles.optionReference}>{option.reference}</span>}
                </button>
              </li>
            ))}
          </ul>
          <Link href="/account/sites" className={styles.manage} onClick={() => setOpen(false)}>
            {t('siteManage')}
          </Link>
        </div>
      )}
    </div>
  );
}
