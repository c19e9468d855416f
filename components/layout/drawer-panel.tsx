'use client';

import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { BasicIcon } from '@/components/ui/basic-icon';
import { useModalPanel } from './use-modal-panel';

/**
 * A slide-in drawer's state: whether it is open, and whether it has been opened at all (`built`: its
 * contents are built on the first open, not with the page). Closing gives the focus back to `trigger`.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const [built, setBuilt] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useModalPanel(open, close, panel, closeButton);

  const show = () => {
    setBuilt(true);
    setOpen(true);
  };
  /** closes without moving the focus (the page under it changed) */
  const hide = () => setOpen(false);
  /** what DrawerPanel takes of this state */
  const panelProps = { open, onClose: close, panelRef: panel, closeButtonRef: closeButton };
  return { open, built, show, hide, trigger, panelProps };
}

/** The classes a drawer takes from its own styles. */
export type DrawerClasses = Readonly<Partial<Record<'overlay' | 'drawer' | 'head' | 'title' | 'close', string>>>;

interface DrawerPanelProps {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLDivElement | null>;
  closeButtonRef: RefObject<HTMLButtonElement | null>;
  id: string;
  /** the dialog's accessible name */
  label: string;
  title: string;
  closeLabel: string;
  classes: DrawerClasses;
  children: ReactNode;
}

/** The dimmed overlay and the drawer dialog: its head (title and close button), then `children`. */
export function DrawerPanel({ open, onClose, panelRef, closeButtonRef, id, label, title, closeLabel, classes, children }: DrawerPanelProps) {
  return (
    <>
      <div className={classes.overlay} data-open={open} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} id={id} className={classes.drawer} data-open={open} role="dialog" aria-modal="true" aria-label={label} inert={!open}>
        <div className={classes.head}>
          <span className={classes.title}>{title}</span>
          <button ref={closeButtonRef} type="button" className={classes.close} onClick={onClose} aria-label={closeLabel}>
            <BasicIcon name="close" />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
