'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { approveRequest, rejectRequest } from '@/lib/contract/calls/approvals';
import { ApiError } from '@/lib/contract/errors';
import { browserApi } from '@/lib/browser/api';
import { COMPANY_APPROVALS_KEY } from '@/lib/browser/swr-keys';
import { pushToast } from '@/lib/browser/toast-store';
import { creditRefusalOf } from '@/lib/shop/payments/credit-refusal';
import { useCreditRefusalText } from '@/components/checkout/credit-refusal-alert';
import { Button } from '@/components/ui/button';
import styles from './approvals.module.scss';

/**
 * The owner's approve and reject of one pending request (docs/decisions/059-company-accounts.md).
 * Reject asks for the note first. A refused placement (credit, packs) is said under the buttons and
 * the request stays pending; the list is read again after a decision.
 */
export function ApprovalActions({ id }: { id: number }) {
  const t = useTranslations('Account.approvals');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const creditText = useCreditRefusalText();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function explain(failure: unknown): string {
    const credit = creditRefusalOf(failure);
    if (credit) return creditText(credit);
    if (failure instanceof ApiError && failure.hasCode('messages.approval.decided')) return t('decided');
    if (failure instanceof ApiError && failure.items.some((i) => i.code.startsWith('messages.basket.'))) return t('packs');
    return t('failed');
  }

  async function decide(kind: 'approve' | 'reject') {
    setBusy(kind);
    setError(null);
    try {
      const approval = kind === 'approve' ? await approveRequest(browserApi, id) : await rejectRequest(browserApi, id, note.trim());
      pushToast({
        variant: 'success',
        message: kind === 'approve' ? 'approvalApproved' : 'approvalRejected',
        values: { number: approval.order?.number ?? '' },
      });
      router.refresh();
      // the menu's count of pending requests
      void mutate(COMPANY_APPROVALS_KEY);
    } catch (failure) {
      setError(explain(failure));
    } finally {
      setBusy(null);
    }
  }

  function submitReject(event: FormEvent) {
    event.preventDefault();
    if (note.trim()) void decide('reject');
  }

  return (
    <div className={styles.actions}>
      {!rejecting && (
        <>
          <Button type="button" icon="check" loading={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
            {t('approve')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy !== null} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </>
      )}
      {rejecting && (
        <form className={styles.rejectForm} onSubmit={submitReject}>
          <label htmlFor={`reject-note-${id}`}>{t('noteLabel')}</label>
          <textarea id={`reject-note-${id}`} value={note} required maxLength={1000} autoFocus onChange={(e) => setNote(e.target.value)} />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={busy === 'reject'} disabled={busy !== null || !note.trim()}>
              {t('rejectConfirm')}
            </Button>
            <Button type="button" variant="ghost" disabled={busy !== null} onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
