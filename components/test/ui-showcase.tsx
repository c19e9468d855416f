import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Divider } from '@/components/ui/divider';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { ShowcaseSection } from './showcase-section';
import styles from './test-page.module.scss';

/** Each button size with its label's message key. */
const SIZES = [
  ['sm', 'sizeSm'],
  ['md', 'sizeMd'],
  ['lg', 'sizeLg'],
] as const;

/** Each button variant (its label's message key too) with an icon. */
const VARIANTS = [
  ['primary', 'cart'],
  ['secondary', 'heart'],
  ['ghost', 'download'],
  ['danger', 'trash'],
] as const;

/** Buttons in every size and variant, a tooltip, spinners and a divider. */
export async function UiShowcase() {
  const t = await getTranslations('Test');
  return (
    <>
      <ShowcaseSection name="buttons" title={t('buttons')}>
        <div className={styles.row}>
          {SIZES.map(([size, label]) => (
            <Button key={size} size={size}>
              {t(label)}
            </Button>
          ))}
        </div>
        <div className={styles.row}>
          {VARIANTS.map(([variant, icon]) => (
            <Button key={variant} variant={variant} icon={icon}>
              {t(variant)}
            </Button>
          ))}
          <Button loading>{t('loading')}</Button>
          <Button disabled>{t('disabled')}</Button>
          <Button href="/" variant="secondary" icon="arrow-right" iconAfter>
            {t('link')}
          </Button>
        </div>
      </ShowcaseSection>
      <ShowcaseSection name="tooltip" title={t('tooltip')}>
        <Tooltip content={t('tooltipText')}>
          <Button variant="secondary" icon="info">
            {t('tooltipTrigger')}
          </Button>
        </Tooltip>
      </ShowcaseSection>
      <ShowcaseSection name="spinner" title={t('spinner')}>
        <div className={styles.row}>
          <Spinner size={16} />
          <Spinner size={24} />
          <Spinner size={40} label={t('spinnerLabel')} />
        </div>
        <Divider />
      </ShowcaseSection>
    </>
  );
}
