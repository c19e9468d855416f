import { getTranslations } from 'next-intl/server';
import { getCompanyApprovals } from '@/lib/contract/calls/approvals';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { AccountSection } from './account-section';
import { ApprovalActions } from './approval-actions';
import { ApprovalCard } from './approval-card';
import styles from './approvals.module.scss';

/**
 * /account/approvals: the owner's list of buyers' orders over their limit, pending first, each
 * pending one with approve and reject (docs/decisions/059-company-accounts.md). Another role, or an
 * upstream without approvals, is told so instead of a list.
 */
export async function AccountApprovals() {
  const user = await requireCustomer('/account/approvals');
  const t = await getTranslations('Account');
  const approvals = user.role === 'owner' ? await getCompanyApprovals(await customerApi()) : null;
  const pending = approvals?.filter((a) => a.state === 'pending').length ?? 0;
  return (
    <AccountSection title={t('menu.approvals')} id="approvals">
      {approvals === null ? (
        <p className={styles.empty}>{t('approvals.unavailable')}</p>
      ) : approvals.length === 0 ? (
        <p className={styles.empty}>{t('approvals.empty')}</p>
      ) : (
        <>
          <p className={styles.meta}>{t('approvals.pendingCount', { count: pending })}</p>
          <ul className={styles.list}>
            {approvals.map((approval) => (
              <ApprovalCard
                key={approval.id}
                approval={approval}
                showRequester
                actions={approval.state === 'pending' ? <ApprovalActions id={approval.id} /> : undefined}
              />
            ))}
          </ul>
        </>
      )}
    </AccountSection>
  );
}
