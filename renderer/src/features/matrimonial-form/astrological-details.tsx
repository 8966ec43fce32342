import { doshamOptions, rashiOptions } from '../../../../shared/options'
import { SelectField, TextField } from '../../components/fields'

export function AstrologicalDetails() {
  return (
    <fieldset className="form-section">
      <legend>
        <h2>Astrological Details</h2>
      </legend>
      <div className="form-grid">
        <SelectField name="rashi" label="Rashi (moon sign)" required options={rashiOptions} />
        <SelectField name="dosham" label="Dosham (manglik)" required options={doshamOptions} />
        <TextField name="gotra" label="Gotra" required />
      </div>
    </fieldset>
  )
}
