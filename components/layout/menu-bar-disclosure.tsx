'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/intent-link';
import { useDelegatedLinks } from '@/components/ui/use-delegated-links';
import { MenuPanel, type MenuPanelData } from './menu-panel';
import styles from './menu-bar.module.scss';

interface MenuBarDisclosureProps {
  label: string;
  href: string;
  style: CSSProperties;
  /** what the panel shows (menuPanelData); its plain links are followed through useDelegatedLinks */
  panel: MenuPanelData;
}

/**
 * A product line of the menu bar whose panel opens on hover (CSS) or from the keyboard: Enter or
 * Space on its toggle, ArrowDown or ArrowUp on the line or the toggle (focus goes into the panel).
 * A closed panel is hidden, so its links are out of the tab order and Tab walks the bar; arrows
 * move through an open panel, Escape closes it and returns focus, leaving it closes it too.
 */
export function MenuBarDisclosure({ label, href, style, panel: data }: MenuBarDisclosureProps) {
  const t = useTranslations('Menu');
  const [open, setOpen] = useState(false);
  const links = useDelegatedLinks();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // where focus returns on Escape: the toggle, or the line's link when ArrowDown opened the panel from it
  const opener = useRef<HTMLElement | null>(null);

  const panelLinks = () => Array.from(panel.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    const inPanel = panel.current?.contains(target) ?? false;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      opener.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!inPanel) {
      opener.current = target;
      // the panel must be visible before a link in it can take focus
      flushSync(() => setOpen(true));
      const all = panelLinks();
      (event.key === 'ArrowDown' ? all[0] : all.at(-1))?.focus();
      return;
    }
    const all = panelLinks();
    const index = all.indexOf(target);
    const next = event.key === 'ArrowDown' ? (index + 1) % all.length : (index - 1 + all.length) % all.length;
    all[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li className={styles.item} style={style} data-open={open} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Link href={href} className={`${styles.top} ${styles.withToggle}`}>
        {label}
      </Link>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('toggle', { label })}
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen((value) => !value);
        }}
      >
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {/* focus reaching a panel the pointer opened keeps it open when the pointer leaves */}
      <div
        id={panelId}
        ref={panel}
        className={styles.panel}
        {...links}
        onFocus={(event) => {
          setOpen(true);
          links.onFocus(event);
        }}
      >
        <MenuPanel head={{ title: label, showAll: [t('showAll', { label }), href] }} panel={data} />
      </div>
    </li>
  );
}
