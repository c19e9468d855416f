import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './auth-form.module.scss';

interface AuthActionsProps {
  submit: string;
  loading: boolean;
  /** the way elsewhere as a plain link (to the login, to the reset) */
  link?: { href: string; label: string };
  /** or as anything else */
  children?: ReactNode;
}

/** The foot of a sign-in page's form: the full-width submit button, and below it the way elsewhere. */
export function AuthActions({ submit, loading, link, children }: AuthActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={loading} fullWidth>
        {submit}
      </Button>
      {link && (
        <Link href={link.href} className={styles.link}>
          {link.label}
        </Link>
      )}
      {children}
    </div>
  );
}
