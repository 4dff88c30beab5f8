// The buyer's company, its address and BIN, asked (all optional) by the pricing inquiry form and the
// quote basket (fields `company`, `companyAddress`, `bin` of the enclosing contract form), for the
// quotation's "To" as a Bangladeshi accounts department files it.
import { COMPANY_ADDRESS_MAX, COMPANY_NAME_MAX } from '@/contract/buyer-company';
import { Field } from '@/web/components/form';
import { useT } from '@/web/i18n/use-t';

export function BuyerCompanyFields() {
  const { t } = useT();
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('common.company.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="company" label={t('common.company.name')} optional>
          {(control) => (
            <input {...control} className="input" autoComplete="organization" maxLength={COMPANY_NAME_MAX} />
          )}
        </Field>
        <Field name="bin" label={t('common.company.bin')} optional hint={t('common.company.binHint')}>
          {(control) => <input {...control} className="input" inputMode="numeric" autoComplete="off" />}
        </Field>
      </div>
      <Field name="companyAddress" label={t('common.company.address')} optional>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            className="input"
            autoComplete="street-address"
            maxLength={COMPANY_ADDRESS_MAX}
          />
        )}
      </Field>
    </fieldset>
  );
}
