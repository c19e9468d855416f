import { getTranslations } from 'next-intl/server';
import { IntlScope } from '@/components/layout/intl-scope';
import { IconGallery } from '@/components/test/icon-gallery';
import { ToastTriggers } from '@/components/test/toast-triggers';
import { ShowcaseSection } from '@/components/test/showcase-section';
import { UiShowcase } from '@/components/test/ui-showcase';
import { WidthContainer } from '@/components/ui/width-container';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';
import styles from '@/components/test/test-page.module.scss';

export const generateMetadata = () => unlistedPageMetadata('Test');

/** Developer test page (docs/rules.md#screens): the shared UI pieces in one place. */
export default async function TestPage() {
  const t = await getTranslations('Test');
  return (
    <WidthContainer className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <UiShowcase />
      <ShowcaseSection name="icons" title={t('icons')}>
        <IconGallery />
      </ShowcaseSection>
      <ShowcaseSection name="toasts" title={t('toasts')}>
        <IntlScope area="test">
          <ToastTriggers />
        </IntlScope>
      </ShowcaseSection>
    </WidthContainer>
  );
}
