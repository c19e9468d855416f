'use client';

import type { FormEvent, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { preloadLiveSearch } from '@/lib/browser/use-live-search';
import { BasicIcon } from '@/components/ui/basic-icon';
import { ScanButton } from '@/components/scanner/scan-button';
import styles from './search-bar.module.scss';

interface SearchFormProps {
  input: RefObject<HTMLInputElement | null>;
  text: string;
  onText: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** the field got focus: load what the results need before the first answer */
  onFocus: () => void;
  /** the results panel's id while it is open */
  controls: string | undefined;
}

/** The search field with its clear and submit buttons; without JavaScript it submits to /search-product?q=…. */
export function SearchForm({ input, text, onText, onSubmit, onFocus, controls }: SearchFormProps) {
  const t = useTranslations('Search');
  return (
    <form action="/search-product" method="get" role="search" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor="header-search" className={styles.label}>
        {t('label')}
      </label>
      <input
        ref={input}
        id="header-search"
        name="q"
        type="search"
        className={styles.input}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onFocus={() => {
          onFocus();
          preloadLiveSearch();
        }}
        aria-controls={controls}
      />
      {text.trim() !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('clear')}
          onClick={() => {
            onText('');
            input.current?.focus();
          }}
        >
          <BasicIcon name="close" size={18} />
        </button>
      )}
      <ScanButton openFromAddress className={styles.scan} />
      <button type="submit" className={styles.submit} aria-label={t('submit')}>
        <BasicIcon name="search" size={20} />
      </button>
    </form>
  );
}
