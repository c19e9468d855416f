import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './auth-form.module.scss';

/** The foot of a sign-in page's form: the full-width submit button, and below it the way elsewhere (`children`). */
export function AuthActions({ submit, loading, children }: { submit: string; loading: boolean; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={loading} fullWidth>
        {submit}
      </Button>
      {children}
    </div>
  );
}
