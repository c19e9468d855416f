import { getTranslations } from 'next-intl/server';
import { getOwnApprovals } from '@/lib/contract/calls/approvals';
import { customerApi } from '@/lib/server/api';
import { ApprovalCard } from './approval-card';
import styles from './approvals.module.scss';

/**
 * Above a buyer's orders: their requests still waiting ("Čaká na schválenie") and the rejected ones
 * with the owner's note (docs/decisions/059-company-accounts.md); approved ones are orders in the
 * list below. Nothing without requests or without the extension.
 */
export async function OwnApprovals() {
  const approvals = (await getOwnApprovals(await customerApi()))?.filter((a) => a.state !== 'approved') ?? [];
  if (approvals.length === 0) return null;
  const t = await getTranslations('Account.approvals');
  return (
    <section aria-labelledby="own-approvals-title" className={styles.own}>
      <h3 id="own-approvals-title" className={styles.who}>
        {t('ownTitle')}
      </h3>
      <ul className={styles.list}>
        {approvals.map((approval) => (
          <ApprovalCard key={approval.id} approval={approval} showRequester={false} />
        ))}
      </ul>
    </section>
  );
}
