import { getRequestConfig } from 'next-intl/server';
import type { IntlError } from 'next-intl';
import { DEFAULT_LOCALE, messageFallback } from './config';
import { messages } from './messages';

/** A missing message is expected (the key shows instead), so it is not logged as an error. */
function onError(error: IntlError) {
  if (error.code === 'MISSING_MESSAGE') return;
  console.error(error);
}

export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  messages,
  timeZone: 'Europe/Bratislava',
  onError,
  getMessageFallback: messageFallback,
}));
