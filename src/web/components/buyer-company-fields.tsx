// The buyer's company, its address and BIN, asked (all optional) by the pricing inquiry form and the
// quote basket (fields `company`, `companyAddress`, `bin` of the enclosing contract form), for the
// quotation's "To" as a Bangladeshi accounts department files it. Each form lays them out as it does
// its contact fields (`layout`: a two-column grid in the price request, stacked in the basket).
import { COMPANY_ADDRESS_MAX, COMPANY_NAME_MAX } from '@/contract/buyer-company';
import { Field } from '@/web/components/form';
import { useT } from '@/web/i18n/use-t';

/** The company's BIN: digits on a phone's number pad; spaces and hyphens are allowed and dropped. */
export function BinField({ name, label, hint }: { name: string; label: string; hint: string }) {
  return (
    <Field name={name} label={label} optional hint={hint}>
      {(control) => <input {...control} className="input" inputMode="numeric" autoComplete="off" />}
    </Field>
  );
}

export function BuyerCompanyFields({ layout }: { layout: string }) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('common.company.legend')}</legend>
      <div className={layout}>
        <Field name="company" label={t('common.company.name')} optional>
          {(control) => (
            <input {...control} className="input" autoComplete="organization" maxLength={COMPANY_NAME_MAX} />
          )}
        </Field>
        <BinField name="bin" label={t('common.company.bin')} hint={t('common.company.binHint')} />
        <div className="sm:col-span-2">
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
        </div>
      </div>
    </fieldset>
  );
}
