import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import styles from './auth-form.module.scss';

/** Why an invitation link no longer works: a used, expired, replaced or unknown one; the owner sends a new one. */
export type ClosedInvitation = 'used' | 'expired' | 'notFound' | 'emailTaken';

/** The page of a closed invitation link: what happened and what to do (docs/decisions/059-company-accounts.md). */
export async function InvitationClosed({ reason }: { reason: ClosedInvitation }) {
  const t = await getTranslations('Invitation');
  return (
    <div className={styles.alert} role="alert" data-testid="invitation-closed">
      <p>{t(reason)}</p>
      <Button href="/login" variant="secondary">
        {t('toLogin')}
      </Button>
    </div>
  );
}
