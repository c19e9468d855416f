'use client';

import { useId, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { InvitedRole } from '@/lib/contract/schemas/people';
import { FormField } from '@/components/ui/form-field';
import styles from './people.module.scss';

/** A limit field's text as euros, null when empty; NaN when it is not a number. */
export function limitOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** Whether a limit's text is one the owner can send: empty (no limit) or euros of at least 0. */
export function limitValid(text: string): boolean {
  const value = limitOf(text);
  return value === null || (Number.isFinite(value) && value >= 0);
}

/** The role and limit fields shared by the invite and the change forms; an accountant has no limit (docs/decisions/059-company-accounts.md). */
export function RoleFields({
  role,
  limit,
  onRole,
  onLimit,
  error,
  roleRef,
}: {
  role: InvitedRole;
  limit: string;
  onRole: (role: InvitedRole) => void;
  onLimit: (limit: string) => void;
  error?: string;
  roleRef?: Ref<HTMLSelectElement>;
}) {
  const t = useTranslations('Account.people');
  const id = useId();
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-role`}>
          {t('role')}
        </label>
        <select
          ref={roleRef}
          id={`${id}-role`}
          className={styles.select}
          value={role}
          aria-describedby={`${id}-role-hint`}
          onChange={(e) => onRole(e.target.value === 'accountant' ? 'accountant' : 'buyer')}
        >
          <option value="buyer">{t('roles.buyer')}</option>
          <option value="accountant">{t('roles.accountant')}</option>
        </select>
        <p id={`${id}-role-hint`} className={styles.hint}>
          {t(`roleHints.${role}`)}
        </p>
      </div>
      <FormField
        label={t('limit')}
        inputMode="decimal"
        autoComplete="off"
        value={role === 'buyer' ? limit : ''}
        disabled={role !== 'buyer'}
        onChange={(e) => onLimit(e.target.value)}
        error={error}
        hint={role === 'buyer' ? t('limitHint') : t('limitAccountant')}
      />
    </>
  );
}
