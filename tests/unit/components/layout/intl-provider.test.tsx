import { render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { IntlProvider } from '@/components/layout/intl-provider';

function Greeting() {
  const t = useTranslations('Nowhere');
  return <p>{t('missingKey')}</p>;
}

describe('missing translations', () => {
  it('render the key itself and log nothing', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="sk" timeZone="Europe/Bratislava" messages={{}}>
        <Greeting />
      </IntlProvider>,
    );
    expect(screen.getByText('Nowhere.missingKey')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
