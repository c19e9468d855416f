'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PacketaPoint } from '@/lib/contract/schemas/checkout';
import { pickPacketaPoint } from '@/lib/browser/packeta';
import { Button } from '@/components/ui/button';
import styles from './checkout.module.scss';

export interface PacketaConfig {
  widgetUrl: string;
  /** '' when the local stand-in serves the widget */
  apiKey: string;
}

interface PacketaPickerProps {
  config: PacketaConfig;
  point: PacketaPoint | null;
  onPick: (point: PacketaPoint) => void;
  missing: boolean;
}

/**
 * Opens the Packeta widget; the chosen point fills the form, closing without a choice changes
 * nothing. Either way focus comes back to the button ("Zmeniť výdajné miesto" once a point is
 * chosen): it was disabled while the widget loaded, which left focus on <body>.
 */
export function PacketaPicker({ config, point, onPick, missing }: PacketaPickerProps) {
  const t = useTranslations('Checkout.packeta');
  const lang = useLocale();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // after the render that enables the button again
  useEffect(() => {
    if (!refocus.current || state === 'loading') return;
    refocus.current = false;
    button.current?.focus();
  });

  async function open() {
    setState('loading');
    refocus.current = true;
    try {
      const chosen = await pickPacketaPoint(config.widgetUrl, config.apiKey || 'demo', lang);
      setState('idle');
      if (chosen) onPick(chosen);
    } catch {
      setState('failed');
    }
  }

  return (
    <div className={styles.packeta}>
      {point && (
        <p className={styles.chosen}>
          <strong>{t('chosen', { name: point.name })}</strong>
          <span>{`${point.street}, ${point.zip} ${point.city}`}</span>
        </p>
      )}
      <Button ref={button} type="button" variant="secondary" size="md" icon="map-pin" loading={state === 'loading'} onClick={() => void open()}>
        {point ? t('change') : t('choose')}
      </Button>
      {state === 'loading' && (
        <span className={styles.hidden} role="status">
          {t('loading')}
        </span>
      )}
      {state === 'failed' && (
        <p className={styles.problem} role="alert">
          {t('loadFailed')}
        </p>
      )}
      {missing && !point && state !== 'failed' && <p className={styles.problem}>{t('required')}</p>}
    </div>
  );
}
