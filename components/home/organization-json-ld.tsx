import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/lib/shop/seo/json-ld';
import { shop, siteUrl } from '@/lib/runtime/config/shop';

/** schema.org Organization for the home page: who sells, where, how to reach them. */
export async function OrganizationJsonLd() {
  const t = await getTranslations('Seo');
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: shop.company,
        alternateName: shop.name,
        description: t('organizationDescription'),
        url: siteUrl(),
        email: shop.email,
        telephone: shop.phone,
        vatID: shop.vatId,
        address: {
          '@type': 'PostalAddress',
          streetAddress: shop.street,
          addressLocality: shop.city,
          postalCode: shop.zip,
          addressCountry: 'SK',
        },
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', telephone: shop.phone, email: shop.email, areaServed: 'SK', availableLanguage: 'sk' },
      }}
    />
  );
}
