import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { AREA_NAMESPACES, clientMessages, type MessageArea } from '@/lib/shared/i18n/client-messages';
import { MessagesScope } from '@/components/ui/messages-scope';

/** Gives the client components below it the messages of one area (lib/shared/i18n/client-messages). */
export async function IntlScope({ area, children }: { area: MessageArea; children: ReactNode }) {
  const messages = clientMessages(await getMessages(), AREA_NAMESPACES[area]);
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}
