import { useField } from 'react-final-form'
import { doshamOptions, rashiOptions, religionUsesGotra } from '../../../../shared/options'
import { SelectField, TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'

export function AstrologicalDetails() {
  const t = useT('office', 'options')
  const religion = useField<string>('religion', { subscription: { value: true } }).input.value
  return (
    <fieldset className="form-section">
      <legend>
        <h2>{t('office.form.astrologicalDetails')}</h2>
      </legend>
      <div className="form-grid">
        {/* Optional, like gotra: not every family keeps a horoscope or has a gotra (issue 22). */}
        <SelectField name="rashi" label={t('office.form.rashi')} options={rashiOptions} />
        <SelectField name="dosham" label={t('office.form.dosham')} options={doshamOptions} />
        {religionUsesGotra(religion) && <TextField name="gotra" label={t('office.form.gotra')} />}
      </div>
    </fieldset>
  )
}
