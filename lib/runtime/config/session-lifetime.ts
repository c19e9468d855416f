import 'server-only';
import { settings } from './env';

const DAY_MS = 86_400_000;
/** A session unused this long ends (SESSION_IDLE_DAYS). */
export const SESSION_IDLE_MS = settings().SESSION_IDLE_DAYS * DAY_MS;
/** A session ends this long after sign-in, used or not (SESSION_MAX_DAYS); the auth_check cookie lives as long. */
export const SESSION_MAX_MS = settings().SESSION_MAX_DAYS * DAY_MS;
