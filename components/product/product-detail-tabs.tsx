import { getTranslations } from 'next-intl/server';
import { AttachmentsTab } from '@/components/product/attachments-tab';
import { ManufacturerInfo } from '@/components/product/manufacturer-info';
import { ParametersTable } from '@/components/product/parameters-table';
import { ProductTabs } from '@/components/product/product-tabs';
import { QuestionFormLazy } from '@/components/product/question-form-lazy';
import { SafeHtml } from '@/components/ui/safe-html';
import type { Product } from '@/lib/contract/schemas/product';
import { loadManufacturer } from '@/lib/server/catalogue/manufacturer';

/**
 * The product page's tabs: description, parameters and the manufacturer's safety contacts (GPSR,
 * when the backend has them) in the server HTML, attachments for customers, the question form.
 */
export async function ProductDetailTabs({ product }: { product: Product }) {
  const [t, manufacturer] = [await getTranslations('Product'), await loadManufacturer(product.id)];
  return (
    <ProductTabs
      label={t('tabs.label')}
      tabs={[
        {
          key: 'description',
          label: t('tabs.description'),
          inHtml: true,
          content: product.description ? <SafeHtml html={product.description} /> : <p>{t('noDescription')}</p>,
        },
        { key: 'parameters', label: t('tabs.parameters'), inHtml: true, content: <ParametersTable parameters={product.parameters} /> },
        { key: 'attachments', label: t('tabs.attachments'), customersOnly: true, content: <AttachmentsTab productCode={product.code} /> },
        ...(manufacturer
          ? [{ key: 'manufacturer', label: t('tabs.manufacturer'), inHtml: true, content: <ManufacturerInfo manufacturer={manufacturer} /> }]
          : []),
        {
          key: 'question',
          label: t('tabs.question'),
          content: <QuestionFormLazy productId={product.id} productLabel={`${product.name} (${product.code})`} />,
        },
      ]}
    />
  );
}
