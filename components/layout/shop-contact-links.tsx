import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { shop, shopPhoneText } from '@/lib/runtime/config/shop';

/** The shop's phone and e-mail as tap-to-call / mail links; the footer and the phone drawer style them. */
export async function ShopContactLinks({ listClassName, linkClassName }: { listClassName?: string; linkClassName?: string }) {
  const t = await getTranslations('Footer');
  return (
    <ul className={listClassName}>
      <li>
        <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className={linkClassName}>
          <Icon name="phone" size={18} />
          <span>{t('phone', { phone: shopPhoneText })}</span>
        </a>
      </li>
      <li>
        <a href={`mailto:${shop.email}`} className={linkClassName}>
          <Icon name="mail" size={18} />
          <span>{t('email', { email: shop.email })}</span>
        </a>
      </li>
    </ul>
  );
}
