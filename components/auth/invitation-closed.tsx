import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './auth-form.module.scss';

/** Why an invitation link no longer works: a used, expired, replaced or unknown one; the owner sends a new one. */
export type ClosedInvitation = 'used' | 'expired' | 'notFound' | 'emailTaken';

/**
 * What a closed invitation link says (docs/decisions/059-company-accounts.md): what happened and what
 * to do, calmly (nothing the invitee did wrong); the sign-in first for an accepted one. Rendered by the
 * page for a link closed before, and by the form for one closed while it was open.
 */
export function InvitationClosed({ reason }: { reason: ClosedInvitation }) {
  const t = useTranslations('Invitation');
  return (
    <div className={styles.closed} data-testid="invitation-closed">
      <p className={styles.notice} role="status">
        {t(reason)}
      </p>
      <Button href="/login" variant={reason === 'used' ? 'primary' : 'secondary'} fullWidth>
        {t('toLogin')}
      </Button>
    </div>
  );
}
