'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { cancelInvitation, getPeople, invitePerson } from '@/lib/contract/calls/people';
import { ApiError } from '@/lib/contract/errors';
import type { Invitation, InvitedRole, Person } from '@/lib/contract/schemas/people';
import { isValidEmail } from '@/lib/contract/schemas/common';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { limitOf, limitValid, RoleFields } from './people-role-fields';
import { PersonRow, RoleBadge } from './person-row';
import styles from './people.module.scss';

type People = { people: Person[]; invitations: Invitation[] };

/** One pending invitation: the address, role, limit and until when the link works; the owner can cancel it. */
function InvitationRow({ invitation, onCancel }: { invitation: Invitation; onCancel: (email: string) => Promise<void> }) {
  const t = useTranslations('Account.people');
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const limit = invitation.order_limit_exc_vat;
  return (
    <li className={styles.row} data-testid="invitation">
      <div className={styles.who}>
        <span className={styles.name}>{invitation.email}</span>
        <span className={invitation.expired ? styles.expired : styles.email}>
          {invitation.expired ? t('expired') : t('expires', { date: format.dateTime(new Date(invitation.expires_at), { dateStyle: 'medium' }) })}
        </span>
      </div>
      <div className={styles.facts}>
        <RoleBadge role={invitation.role} />
        {invitation.role === 'buyer' && (
          <span className={styles.limit}>
            {limit === null ? t('noLimit') : t('limitValue', { limit: format.number(limit, { style: 'currency', currency: 'EUR' }) })}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          onClick={() => (setBusy(true), void onCancel(invitation.email).finally(() => setBusy(false)))}
          aria-label={t('cancelNamed', { email: invitation.email })}
        >
          {t('cancel')}
        </Button>
      </div>
    </li>
  );
}

/** The owner's invite form: e-mail, role and a buyer's limit; `onSent` reads the people again. */
function InviteForm({ onSent }: { onSent: () => Promise<void> }) {
  const t = useTranslations('Account.people');
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('buyer');
  const [limit, setLimit] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [limitError, setLimitError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function invite(event: FormEvent) {
    event.preventDefault();
    const badEmail = isValidEmail(email.trim()) ? undefined : t('emailInvalid');
    const badLimit = role === 'buyer' && !limitValid(limit) ? t('limitInvalid') : undefined;
    setEmailError(badEmail);
    setLimitError(badLimit);
    if (badEmail || badLimit) return pushToast({ variant: 'warning', message: 'formInvalid' });
    setBusy(true);
    try {
      const sent = await invitePerson(browserApi, { email: email.trim(), role, limit: role === 'buyer' ? limitOf(limit) : null });
      pushToast({ variant: 'success', message: 'invitationSent', values: { email: sent.email } });
      setEmail('');
      setLimit('');
      await onSent();
    } catch (error) {
      if (error instanceof ApiError && error.hasCode('messages.company.emailTaken')) setEmailError(t('emailTaken'));
      else if (error instanceof ApiError && error.hasKey('email')) setEmailError(t('emailInvalid'));
      else showApiError('account', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.invite} onSubmit={invite} aria-labelledby="people-invite-title" noValidate>
      <h3 id="people-invite-title" className={styles.subtitle}>
        {t('inviteTitle')}
      </h3>
      <div className={styles.inviteFields}>
        <FormField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(e) => (setEmail(e.target.value), setEmailError(undefined))}
          error={emailError}
          hint={t('emailHint')}
        />
        <RoleFields role={role} limit={limit} onRole={setRole} onLimit={(l) => (setLimit(l), setLimitError(undefined))} error={limitError} />
      </div>
      <div className={styles.panelActions}>
        <Button type="submit" loading={busy} disabled={!hydrated} icon="mail">
          {t('inviteSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** The owner's people page: the people, the pending invitations and the invite form, read again after each change. */
export function PeopleManager({ initial, ownEmail }: { initial: People; ownEmail: string }) {
  const t = useTranslations('Account.people');
  const [data, setData] = useState(initial);

  async function reload() {
    setData(await getPeople(browserApi));
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
    <div className={styles.manager}>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {data.people.map((person) => (
          <PersonRow key={person.id} person={person} own={person.email === ownEmail} onChanged={reload} />
        ))}
      </ul>
      <section aria-labelledby="people-invitations-title">
        <h3 id="people-invitations-title" className={styles.subtitle}>
          {t('invitationsTitle')}
        </h3>
        {data.invitations.length === 0 ? (
          <p className={styles.empty}>{t('invitationsEmpty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('invitationsTitle')}>
            {data.invitations.map((invitation) => (
              <InvitationRow key={invitation.email} invitation={invitation} onCancel={cancel} />
            ))}
          </ul>
        )}
      </section>
      <InviteForm onSent={reload} />
    </div>
  );
}
