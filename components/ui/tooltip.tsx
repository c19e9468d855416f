'use client';

import { cloneElement, useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import clsx from 'clsx';
import styles from './tooltip.module.scss';

/** A tooltip appears after 750 ms (docs/rules.md#limits). */
export const TOOLTIP_DELAY_MS = 750;

interface TooltipProps {
  /** the text shown */
  content: string;
  /** one focusable element (button, link); it gets aria-describedby */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  className?: string;
}

/** Shows `content` after 750 ms of hover or on focus; Escape, leaving or blurring hides it. */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  }, [cancel]);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  useEffect(() => cancel, [cancel]);

  return (
    <span className={clsx(styles.anchor, className)} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" hidden={!open} className={clsx(styles.tooltip, styles[placement])}>
        {content}
      </span>
    </span>
  );
}
