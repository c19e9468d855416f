import 'server-only';
import type { Router } from '../router';
import { V1 } from './prefix';
import { signUp } from '../handlers/sign-up';
import { signIn } from '../handlers/sign-in';
import { signOut } from '../handlers/sign-out';
import { requestReset } from '../handlers/sign-reset';
import { restorePassword } from '../handlers/sign-restore';
import { getProfile, updateProfile } from '../handlers/customer-profile';
import { getAddresses } from '../handlers/customer-address';
import { changePassword } from '../handlers/customer-password';

/** Account routes: sign up/in/out, password reset, profile (and its save), addresses, password change. */
export function registerAccountRoutes(router: Router): void {
  router
    .on('POST', `${V1}/sign/up`, signUp)
    .on('POST', `${V1}/sign/in`, signIn)
    // the router ignores empty segments, so this serves /sign/out/ (the spec's form) and /sign/out
    .on('GET', `${V1}/sign/out`, signOut)
    .on('GET', `${V1}/sign/reset/:lang/:email`, requestReset)
    .on('POST', `${V1}/sign/restore`, restorePassword)
    .on('GET', `${V1}/customer/profile`, getProfile)
    // extensions (contract.md): the storefront shows the profile read-only where an upstream lacks them
    .on('GET', `${V1}/x/customer/profile`, getProfile)
    .on('PATCH', `${V1}/x/customer/profile`, updateProfile)
    .on('GET', `${V1}/customer/address`, getAddresses)
    .on('PATCH', `${V1}/customer/password`, changePassword);
}
