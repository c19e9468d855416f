'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type MouseEvent } from 'react';
import shareMessages from '@/messages/sk.share.json';
import { withMessages } from './messages-scope';
import { BasicIcon } from './basic-icon';

/**
 * Copies the page address. It is a link to that address, so without JavaScript (or a
 * clipboard) it still leads somewhere useful; the result is announced politely. Its texts come with
 * its code (messages/sk.share.json): only product and article pages have it.
 */
export const CopyLinkButton = withMessages(shareMessages, CopyLink);

interface CopyLinkButtonProps {
  url: string;
  className?: string;
}

function CopyLink({ url, className }: CopyLinkButtonProps) {
  const t = useTranslations('Share');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard) return;
    event.preventDefault();
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <a href={url} className={className} onClick={copy}>
        <BasicIcon name={state === 'copied' ? 'check' : 'plus'} size={18} />
        <span>{state === 'copied' ? t('copied') : t('copy')}</span>
      </a>
      <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {state === 'failed' ? t('copyFailed') : ''}
      </span>
    </>
  );
}
