'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { removePerson, updatePerson } from '@/lib/contract/calls/people';
import type { InvitedRole, Person } from '@/lib/contract/schemas/people';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { Button, buttonClasses } from '@/components/ui/button';
import { limitOf, limitValid, RoleFields } from './people-role-fields';
import styles from './people.module.scss';

/** A person's role badge (owner, buyer, accountant), coloured by role. */
export function RoleBadge({ role }: { role: Person['role'] }) {
  const t = useTranslations('Account.people');
  return <span className={clsx(styles.badge, styles[`role-${role}`])}>{t(`roles.${role}`)}</span>;
}

/**
 * One person: name, e-mail, role and limit; for an active colleague the change of role and limit and
 * the removal, each opened in place with the focus moved into it and given back to its button on close.
 */
export function PersonRow({ person, own, onChanged }: { person: Person; own: boolean; onChanged: () => Promise<void> }) {
  const t = useTranslations('Account.people');
  const format = useFormatter();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [role, setRole] = useState<InvitedRole>(person.role === 'accountant' ? 'accountant' : 'buyer');
  const [limit, setLimit] = useState(person.order_limit_exc_vat === null ? '' : String(person.order_limit_exc_vat).replace('.', ','));
  const [busy, setBusy] = useState(false);
  const [limitError, setLimitError] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const roleSelect = useRef<HTMLSelectElement>(null);
  // where the focus goes back once the view's buttons are rendered again
  const returnTo = useRef<'edit' | 'remove' | null>(null);
  const name = `${person.first_name} ${person.last_name}`.trim() || person.email;

  useEffect(() => {
    if (mode === 'edit') roleSelect.current?.focus();
    if (mode !== 'view' || !returnTo.current) return;
    (returnTo.current === 'edit' ? editButton : removeButton).current?.focus();
    returnTo.current = null;
  }, [mode]);

  function close(back: 'edit' | 'remove') {
    returnTo.current = back;
    setMode('view');
    setLimitError(undefined);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (role === 'buyer' && !limitValid(limit)) return setLimitError(t('limitInvalid'));
    setBusy(true);
    try {
      await updatePerson(browserApi, person.id, { role, limit: role === 'buyer' ? limitOf(limit) : null });
      pushToast({ variant: 'success', message: 'personSaved' });
      await onChanged();
      close('edit');
    } catch (error) {
      showApiError('account', error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await removePerson(browserApi, person.id);
      pushToast({ variant: 'success', message: 'personRemoved', values: { name } });
      setMode('view');
      await onChanged();
    } catch (error) {
      showApiError('account', error);
    } finally {
      setBusy(false);
    }
  }

  const colleague = person.role !== 'owner' && person.active;
  const limitText =
    person.order_limit_exc_vat === null
      ? t('noLimit')
      : t('limitValue', { limit: format.number(person.order_limit_exc_vat, { style: 'currency', currency: 'EUR' }) });
  return (
    <li className={clsx(styles.row, !person.active && styles.inactive, mode !== 'view' && styles.open)} data-testid="person">
      <div className={styles.who}>
        <span className={styles.name}>
          {name}
          {own && <span className={styles.you}> {t('you')}</span>}
        </span>
        <span className={styles.email}>{person.email}</span>
      </div>
      <div className={styles.facts}>
        <RoleBadge role={person.role} />
        {!person.active && <span className={clsx(styles.badge, styles.removedBadge)}>{t('removed')}</span>}
        {person.role === 'buyer' && person.active && <span className={styles.limit}>{limitText}</span>}
      </div>
      {colleague && mode === 'view' && (
        <div className={styles.actions}>
          {/* plain buttons in the shop's look: the focus comes back to them when the panel closes */}
          <button
            ref={editButton}
            type="button"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            onClick={() => setMode('edit')}
            aria-label={t('editNamed', { name })}
          >
            {t('edit')}
          </button>
          <button
            ref={removeButton}
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            onClick={() => setMode('remove')}
            aria-label={t('removeNamed', { name })}
          >
            {t('remove')}
          </button>
        </div>
      )}
      {colleague && mode === 'edit' && (
        <form className={styles.panel} onSubmit={save} aria-label={t('editNamed', { name })} noValidate>
          <RoleFields
            role={role}
            limit={limit}
            onRole={setRole}
            onLimit={(l) => (setLimit(l), setLimitError(undefined))}
            error={limitError}
            roleRef={roleSelect}
          />
          <div className={styles.panelActions}>
            <Button type="submit" size="sm" loading={busy}>
              {t('save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => close('edit')}>
              {t('close')}
            </Button>
          </div>
        </form>
      )}
      {colleague && mode === 'remove' && (
        <div className={clsx(styles.panel, styles.confirm)} role="alertdialog" aria-label={t('removeNamed', { name })} aria-describedby={`remove-${person.id}`}>
          <p id={`remove-${person.id}`} className={styles.confirmText}>
            {t('removeConfirm', { name })}
          </p>
          <div className={styles.panelActions}>
            <Button variant="danger" size="sm" loading={busy} onClick={() => void remove()} autoFocus>
              {t('removeYes')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => close('remove')}>
              {t('keep')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
