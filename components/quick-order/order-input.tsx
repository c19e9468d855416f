'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ScanButton } from '@/components/scanner/scan-button';
import type { CheckError } from '@/lib/browser/use-quick-order';
import { MAX_FILE_BYTES, spreadsheetText } from '@/lib/shop/quick-order/spreadsheet-file';
import styles from './quick-order.module.scss';

interface OrderInputProps {
  busy: boolean;
  error: CheckError | null;
  onError: (error: CheckError | null) => void;
  onCheck: (text: string, fromFile?: boolean) => Promise<void>;
  onClear: () => void;
}

/** The text area for pasted lines and the CSV upload; an uploaded file fills the area and is checked at once. */
export function OrderInput({ busy, error, onError, onCheck, onClear }: OrderInputProps) {
  const t = useTranslations('QuickOrder');
  const id = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    if (file.size > MAX_FILE_BYTES) return onError({ key: 'tooLarge' });
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      return onError({ key: 'unreadable' });
    }
    const read = spreadsheetText(bytes);
    if ('error' in read) return onError({ key: read.error });
    setText(read.text);
    await onCheck(read.text, true);
  }

  const errorId = `${id}-error`;
  return (
    <form
      className={styles.input}
      onSubmit={(event) => {
        event.preventDefault();
        void onCheck(text);
      }}
      aria-busy={busy || undefined}
    >
      <p className={styles.intro}>{t('intro')}</p>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {t('textLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        placeholder={t('placeholder')}
        aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('textHint')}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="error" size={18} />
          {t(`errors.${error.key}`, error.values)}
        </p>
      )}
      <div className={styles.file}>
        <label htmlFor={`${id}-file`} className={styles.label}>
          {t('fileLabel')}
        </label>
        {/* The browser draws the file input's button in its own language ("Choose File"): the input
            is hidden visually but stays in the tab order, and a label drawn as a button opens it. */}
        <div className={styles.filePick}>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={styles.fileInput}
            onChange={(e) => void readFile(e)}
            aria-describedby={`${id}-file-name ${id}-file-hint`}
          />
          <label htmlFor={`${id}-file`} className={buttonClasses({ variant: 'secondary', className: styles.fileButton })} aria-hidden="true">
            <Icon name="upload" size={18} />
            <span>{t('fileChoose')}</span>
          </label>
          <span id={`${id}-file-name`} className={styles.fileName}>
            {fileName ?? t('noFile')}
          </span>
        </div>
        <p id={`${id}-file-hint`} className={styles.hint}>
          {t('fileHint')}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" icon="check" loading={busy}>
          {busy ? t('checking') : t('check')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setText('');
            onClear();
          }}
          disabled={busy}
        >
          {t('clear')}
        </Button>
        <ScanButton
          onCode={(code) => {
            // a scanned code becomes one more line, checked at once like a typed list
            const lines = `${text.trimEnd()}${text.trim() ? '\n' : ''}${code}`;
            setText(lines);
            void onCheck(lines);
          }}
        />
      </div>
    </form>
  );
}
