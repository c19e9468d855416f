'use client';

import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { cancelInvitation, getPeople, invitePerson, removePerson, updatePerson } from '@/lib/contract/calls/people';
import { ApiError } from '@/lib/contract/errors';
import type { Invitation, InvitedRole, Person } from '@/lib/contract/schemas/people';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { Button } from '@/components/ui/button';
import styles from './people.module.scss';

type People = { people: Person[]; invitations: Invitation[] };

/** A limit field's text as euros, null when empty; NaN when it is not a number. */
function limitOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** The role and limit fields shared by the invite and the change forms. */
function RoleFields({
  role,
  limit,
  onRole,
  onLimit,
  error,
}: {
  role: InvitedRole;
  limit: string;
  onRole: (r: InvitedRole) => void;
  onLimit: (l: string) => void;
  error?: string;
}) {
  const t = useTranslations('Account.people');
  const id = useId();
  return (
    <>
      <label className={styles.field} htmlFor={`${id}-role`}>
        {t('role')}
        <select id={`${id}-role`} value={role} onChange={(e) => onRole(e.target.value === 'accountant' ? 'accountant' : 'buyer')}>
          <option value="buyer">{t('roles.buyer')}</option>
          <option value="accountant">{t('roles.accountant')}</option>
        </select>
        <span className={styles.hint}>{t(`roleHints.${role}`)}</span>
      </label>
      <label className={styles.field} htmlFor={`${id}-limit`}>
        {t('limit')}
        <input
          id={`${id}-limit`}
          inputMode="decimal"
          value={role === 'buyer' ? limit : ''}
          disabled={role !== 'buyer'}
          onChange={(e) => onLimit(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {error ? <span className={styles.error}>{error}</span> : <span className={styles.hint}>{t('limitHint')}</span>}
      </label>
    </>
  );
}

/** One person: name, e-mail, role badge, limit; for colleagues the change and the removal with a confirmation. */
function PersonRow({ person, own, onChanged }: { person: Person; own: boolean; onChanged: () => Promise<void> }) {
  const t = useTranslations('Account.people');
  const format = useFormatter();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [role, setRole] = useState<InvitedRole>(person.role === 'accountant' ? 'accountant' : 'buyer');
  const [limit, setLimit] = useState(person.order_limit_exc_vat === null ? '' : String(person.order_limit_exc_vat));
  const [busy, setBusy] = useState(false);
  const [limitError, setLimitError] = useState<string>();
  const name = `${person.first_name} ${person.last_name}`.trim() || person.email;
  const money = (value: number) => format.number(value, { style: 'currency', currency: 'EUR' });

  async function save(event: FormEvent) {
    event.preventDefault();
    const value = role === 'buyer' ? limitOf(limit) : null;
    if (value !== null && (!Number.isFinite(value) || value < 0)) return setLimitError(t('limitHint'));
    setBusy(true);
    try {
      await updatePerson(browserApi, person.id, { role, limit: value });
      pushToast({ variant: 'success', message: 'personSaved' });
      setMode('view');
      await onChanged();
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
      await onChanged();
    } catch (error) {
      showApiError('account', error);
    } finally {
      setBusy(false);
    }
  }

  const colleague = person.role !== 'owner' && person.active;
  return (
    <li className={clsx(styles.person, !person.active && styles.inactive)} data-testid="person">
      <div className={styles.who}>
        <span className={styles.name}>
          {name} {own && t('you')}
        </span>
        <span className={styles.email}>{person.email}</span>
        <span className={styles.facts}>
          <span className={clsx(styles.badge, person.role === 'owner' && styles.owner, person.role === 'accountant' && styles.accountant)}>
            {t(`roles.${person.role}`)}
          </span>
          {!person.active && <span className={clsx(styles.badge, styles.removedBadge)}>{t('removed')}</span>}
          {person.role === 'buyer' && person.active && (
            <span>{person.order_limit_exc_vat === null ? t('noLimit') : t('limitValue', { limit: money(person.order_limit_exc_vat) })}</span>
          )}
        </span>
      </div>
      {colleague && mode === 'view' && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => setMode('edit')} aria-label={t('editNamed', { name })}>
            {t('edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('remove')} aria-label={t('removeNamed', { name })}>
            {t('remove')}
          </Button>
        </div>
      )}
      {colleague && mode === 'edit' && (
        <form className={styles.editForm} onSubmit={save} aria-label={t('editNamed', { name })}>
          <RoleFields role={role} limit={limit} onRole={setRole} onLimit={(l) => (setLimit(l), setLimitError(undefined))} error={limitError} />
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={busy}>
              {t('save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
              {t('close')}
            </Button>
          </div>
        </form>
      )}
      {colleague && mode === 'remove' && (
        <div className={styles.confirm} role="alertdialog" aria-label={t('removeNamed', { name })}>
          <p>{t('removeConfirm', { name })}</p>
          <div className={styles.actions}>
            <Button variant="danger" size="sm" loading={busy} onClick={() => void remove()} autoFocus>
              {t('removeYes')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
              {t('keep')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The owner's people page: the people, the invite form and the pending invitations, read again after each change. */
export function PeopleManager({ initial, ownEmail }: { initial: People; ownEmail: string }) {
  const t = useTranslations('Account.people');
  const format = useFormatter();
  const [data, setData] = useState(initial);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('buyer');
  const [limit, setLimit] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [limitError, setLimitError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailId = useId();

  async function reload() {
    setData(await getPeople(browserApi));
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const value = role === 'buyer' ? limitOf(limit) : null;
    if (value !== null && (!Number.isFinite(value) || value < 0)) return setLimitError(t('limitHint'));
    setBusy(true);
    try {
      const sent = await invitePerson(browserApi, { email, role, limit: value });
      pushToast({ variant: 'success', message: 'invitationSent', values: { email: sent.email } });
      setEmail('');
      setLimit('');
      await reload();
    } catch (error) {
      if (error instanceof ApiError && error.hasCode('messages.company.emailTaken')) setEmailError(t('emailTaken'));
      else if (error instanceof ApiError && error.hasKey('email')) setEmailError(t('email'));
      else showApiError('account', error);
    } finally {
      setBusy(false);
    }
  }

  async function cancel(address: string) {
    try {
      await cancelInvitation(browserApi, address);
      pushToast({ variant: 'success', message: 'invitationCancelled' });
      await reload();
    } catch (error) {
      showApiError('account', error);
    }
  }

  return (
    <>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {data.people.map((person) => (
          <PersonRow key={person.id} person={person} own={person.email === ownEmail} onChanged={reload} />
        ))}
      </ul>
      <h3 className={styles.subtitle}>{t('inviteTitle')}</h3>
      <form className={styles.form} onSubmit={invite} aria-label={t('inviteTitle')} noValidate>
        <label className={styles.field} htmlFor={emailId}>
          {t('email')}
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => (setEmail(e.target.value), setEmailError(undefined))}
            aria-invalid={emailError ? true : undefined}
          />
          {emailError && <span className={styles.error}>{emailError}</span>}
        </label>
        <RoleFields role={role} limit={limit} onRole={setRole} onLimit={(l) => (setLimit(l), setLimitError(undefined))} error={limitError} />
        <Button type="submit" loading={busy}>
          {t('inviteSubmit')}
        </Button>
      </form>
      <h3 className={styles.subtitle}>{t('invitationsTitle')}</h3>
      {data.invitations.length === 0 ? (
        <p className={styles.intro}>{t('invitationsEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('invitationsTitle')}>
          {data.invitations.map((invitation) => {
            const expires = new Date(invitation.expires_at);
            return (
              <li key={invitation.email} className={styles.person} data-testid="invitation">
                <div className={styles.who}>
                  <span className={styles.name}>{invitation.email}</span>
                  <span className={styles.facts}>
                    <span className={clsx(styles.badge, invitation.role === 'accountant' && styles.accountant)}>{t(`roles.${invitation.role}`)}</span>
                    {invitation.role === 'buyer' && (
                      <span>
                        {invitation.order_limit_exc_vat === null
                          ? t('noLimit')
                          : t('limitValue', { limit: format.number(invitation.order_limit_exc_vat, { style: 'currency', currency: 'EUR' }) })}
                      </span>
                    )}
                    <span className={styles.email}>
                      {invitation.expired ? t('expired') : t('expires', { date: format.dateTime(expires, { dateStyle: 'medium' }) })}
                    </span>
                  </span>
                </div>
                <div className={styles.actions}>
                  <Button variant="ghost" size="sm" onClick={() => void cancel(invitation.email)} aria-label={t('cancelNamed', { email: invitation.email })}>
                    {t('cancel')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
