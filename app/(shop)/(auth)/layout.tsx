import type { ReactNode } from 'react';
import { IntlScope } from '@/components/layout/intl-scope';

/** Sign-in, registration, password reset and sign-out: their forms bring their messages. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <IntlScope area="auth">{children}</IntlScope>;
}
