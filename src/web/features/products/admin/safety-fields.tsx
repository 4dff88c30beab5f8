// The product form's hazard and transport part: GHS pictograms as toggles, the signal word, H and P
// statements picked from the standard lists (searchable by code or text), storage conditions in both
// languages, and the transport and trade facts. The contract (src/contract/hazards.ts) checks them.
import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRY_CODES, countryName } from '@/contract/countries';
import { HAZARD_STATEMENTS, PRECAUTIONARY_STATEMENTS, statementParts } from '@/contract/ghs-codes';
import {
  AVAILABILITIES,
  GHS_PICTOGRAMS,
  type GhsPictogram,
  IMPORT_WEEKS_MAX,
  PACKING_GROUPS,
  SHIPPING_NAME_MAX,
  SIGNAL_WORDS,
  STORAGE_CONDITIONS_MAX,
  TRANSPORT_CLASSES,
} from '@/contract/hazards';
import type { MessageId } from '@/i18n/message-id';
import { Field } from '@/web/components/form';
import { useT } from '@/web/i18n';
import type { ProductFormState } from './product-form-state';
import { StatementPicker } from './statement-picker';

export function SafetyFields() {
  const { t, locale } = useT();
  const { control, setValue } = useFormContext<ProductFormState>();
  const [pictograms, hazards, precautions, availability] = useWatch({
    control,
    name: [
      'safety.pictograms',
      'safety.hazardStatements',
      'safety.precautionaryStatements',
      'transport.availability',
    ],
  });
  const edit = { shouldDirty: true };
  // A statement's text in the admin's language; a combined P statement is its parts' texts.
  const text = (code: string) =>
    code.startsWith('H')
      ? t(`safety.${code}` as MessageId)
      : statementParts(code)
          .map((part) => t(`safety.${part}` as MessageId))
          .join(' ');
  const togglePictogram = (code: GhsPictogram) =>
    setValue(
      'safety.pictograms',
      pictograms.includes(code) ? pictograms.filter((item) => item !== code) : [...pictograms, code],
      edit,
    );
  const countries = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );

  return (
    <>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('safety.form.hazards')}</legend>
        <div>
          <p className="label">{t('safety.form.pictograms')}</p>
          <div className="flex flex-wrap gap-2">
            {GHS_PICTOGRAMS.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={pictograms.includes(code)}
                title={t(`safety.pictogram.${code}`)}
                onClick={() => togglePictogram(code)}
                className={`rounded-lg border-2 p-1 ${pictograms.includes(code) ? 'border-brand-600 bg-brand-50' : 'border-transparent opacity-40 hover:opacity-80'}`}
              >
                <img src={`/ghs/${code}.svg`} alt={t(`safety.pictogram.${code}`)} className="h-11 w-11" />
              </button>
            ))}
          </div>
        </div>
        <Field name="safety.signalWord" label={t('safety.form.signalWord')} optional>
          {(control) => (
            <select {...control} className="input sm:w-60">
              <option value="">{t('safety.form.noSignalWord')}</option>
              {SIGNAL_WORDS.map((word) => (
                <option key={word} value={word}>
                  {t(`safety.signal.${word}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <StatementPicker
          name="safety.hazardStatements"
          label={t('safety.panel.hazards')}
          codes={HAZARD_STATEMENTS}
          chosen={hazards}
          text={text}
          onChange={(codes) => setValue('safety.hazardStatements', codes, edit)}
        />
        <StatementPicker
          name="safety.precautionaryStatements"
          label={t('safety.panel.precautions')}
          codes={PRECAUTIONARY_STATEMENTS}
          chosen={precautions}
          text={text}
          onChange={(codes) => setValue('safety.precautionaryStatements', codes, edit)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="safety.storage" label={t('safety.form.storage')} optional>
            {(control) => (
              <textarea {...control} className="input" rows={3} maxLength={STORAGE_CONDITIONS_MAX} />
            )}
          </Field>
          <Field name="safety.storageBn" label={t('safety.form.storageBn')} optional>
            {(control) => (
              <textarea
                {...control}
                lang="bn"
                className="input"
                rows={3}
                maxLength={STORAGE_CONDITIONS_MAX}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('safety.transport.title')}</legend>
        <Field name="transport.unNumber" label={t('safety.transport.unNumber')} optional>
          {(control) => <input {...control} className="input" placeholder="UN1830" maxLength={8} />}
        </Field>
        <Field name="transport.properShippingName" label={t('safety.transport.shippingName')} optional>
          {(control) => <input {...control} className="input" maxLength={SHIPPING_NAME_MAX} />}
        </Field>
        <Field name="transport.transportClass" label={t('safety.transport.class')} optional>
          {(control) => (
            <select {...control} className="input">
              <option value="">{t('safety.form.none')}</option>
              {TRANSPORT_CLASSES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="transport.subsidiaryClasses" label={t('safety.transport.subsidiary')} optional>
          {(control) => (
            <input
              {...control}
              className="input"
              placeholder={t('safety.form.subsidiaryExample')}
              maxLength={20}
            />
          )}
        </Field>
        <Field name="transport.packingGroup" label={t('safety.transport.packingGroup')} optional>
          {(control) => (
            <select {...control} className="input">
              <option value="">{t('safety.form.none')}</option>
              {PACKING_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="transport.hsCode" label={t('safety.transport.hsCode')} optional>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              placeholder="2807.00.00"
              maxLength={12}
            />
          )}
        </Field>
        <Field name="transport.originCountry" label={t('safety.transport.origin')} optional>
          {(control) => (
            <select {...control} className="input">
              <option value="">{t('safety.form.none')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="transport.availability" label={t('safety.transport.availability')} optional>
          {(control) => (
            <select {...control} className="input">
              <option value="">{t('safety.form.none')}</option>
              {AVAILABILITIES.map((option) => (
                <option key={option} value={option}>
                  {t(`safety.form.availability.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {availability === 'import' && (
          <Field name="transport.importWeeks" label={t('safety.form.importWeeks')} required>
            {(control) => (
              <input {...control} className="input" type="number" min={1} max={IMPORT_WEEKS_MAX} step={1} />
            )}
          </Field>
        )}
      </fieldset>
    </>
  );
}
