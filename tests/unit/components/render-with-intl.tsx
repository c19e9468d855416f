import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { AbstractIntlMessages } from 'next-intl';
import { IntlProvider } from '@/components/layout/intl-provider';
import { messages } from '@/lib/shared/i18n/messages';

/** Renders inside the app's client i18n provider, with the real Slovak messages unless told otherwise. */
export function renderWithIntl(ui: ReactElement, withMessages: AbstractIntlMessages = messages) {
  return render(
    <IntlProvider locale="sk" timeZone="Europe/Bratislava" messages={withMessages}>
      {ui}
    </IntlProvider>,
  );
}
