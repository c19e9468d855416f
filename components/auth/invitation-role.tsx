import { getTranslations } from 'next-intl/server';
import type { InvitedRole } from '@/lib/contract/schemas/people';
import { Icon } from '@/components/ui/icon';
import styles from './register-invite.module.scss';

const ROLE_POINTS = { buyer: ['order', 'approval', 'own'], accountant: ['all', 'exports', 'noOrders'] } as const;

/** The invitation page's side block: what the invited role may do (docs/decisions/059-company-accounts.md) and that the sign-in is one's own. */
export async function InvitationRole({ role }: { role: InvitedRole }) {
  const t = await getTranslations('Invitation.aside');
  return (
    <aside className={styles.invite} aria-labelledby="invitation-role-title">
      <h2 id="invitation-role-title" className={styles.title}>
        {t(`title.${role}`)}
      </h2>
      <ul className={styles.list}>
        {ROLE_POINTS[role].map((point) => (
          <li key={point}>
            <Icon name="check" size={18} className={styles.check} />
            {t(`${role}.${point}`)}
          </li>
        ))}
      </ul>
      <p className={styles.text}>{t('ownSignIn')}</p>
    </aside>
  );
}
