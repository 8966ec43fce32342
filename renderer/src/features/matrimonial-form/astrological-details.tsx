import { doshamOptions, rashiOptions } from '../../../../shared/options'
import { SelectField, TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'

export function AstrologicalDetails() {
  const t = useT('office', 'options')
  return (
    <fieldset className="form-section">
      <legend>
        <h2>{t('office.form.astrologicalDetails')}</h2>
      </legend>
      <div className="form-grid">
        <SelectField name="rashi" label={t('office.form.rashi')} required options={rashiOptions} />
        <SelectField name="dosham" label={t('office.form.dosham')} required options={doshamOptions} />
        <TextField name="gotra" label={t('office.form.gotra')} required />
      </div>
    </fieldset>
  )
}
