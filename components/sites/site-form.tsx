'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { addSite, editSite } from '@/lib/contract/calls/sites';
import { sitePayloadSchema, type SitePayload } from '@/lib/contract/schemas/requests/site';
import type { Site } from '@/lib/contract/schemas/sites';
import { browserApi } from '@/lib/browser/api';
import { markServerFieldErrors } from '@/lib/browser/server-field-errors';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import styles from './account-sites.module.scss';

const FIELDS = [
  { name: 'name', required: true, autoComplete: 'off' },
  { name: 'jobReference', required: true, autoComplete: 'off' },
  { name: 'street', required: false, autoComplete: 'street-address' },
  { name: 'zip', required: false, autoComplete: 'postal-code' },
  { name: 'city', required: false, autoComplete: 'address-level2' },
] as const;
const NAMES = FIELDS.map((field) => field.name);

const EMPTY: SitePayload = { name: '', street: '', city: '', zip: '', jobReference: '' };

/** The form of a new site, or of `site` when editing: name and job reference required, the address optional. */
export function SiteForm({ site, onSaved, onCancel }: { site?: Site; onSaved: (saved: Site) => void; onCancel?: () => void }) {
  const t = useTranslations('Account.sites');
  const hydrated = useHydrated();
  const message = useFormMessage();
  const defaults = site ? { name: site.name, street: site.street, city: site.city, zip: site.zip, jobReference: site.job_reference } : EMPTY;
  const form = useSchemaForm(sitePayloadSchema, defaults);
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: SitePayload) {
    try {
      const saved = site ? await editSite(browserApi, site.id, values) : await addSite(browserApi, values);
      if (!site) form.reset(EMPTY);
      pushToast({ variant: 'success', message: 'siteSaved' });
      onSaved(saved);
    } catch (error) {
      if (markServerFieldErrors(form.setError, error, NAMES)) pushToast({ variant: 'warning', message: 'formInvalid' });
      else showApiError('sites', error);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(onValid, () => pushToast({ variant: 'warning', message: 'formInvalid' }))}
      noValidate
      aria-label={site ? t('editTitle') : t('addTitle')}
    >
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={t(field.name)}
            autoComplete={field.autoComplete}
            aria-required={field.required ? 'true' : undefined}
            className={field.name === 'name' || field.name === 'street' ? styles.wide : undefined}
            error={message(errors[field.name])}
            {...form.register(field.name)}
          />
        ))}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" variant={site ? 'primary' : 'secondary'} loading={isSubmitting} disabled={!hydrated} icon={site ? undefined : 'plus'}>
          {site ? t('save') : t('add')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
