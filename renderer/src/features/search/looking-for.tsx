import { Field } from 'react-final-form'
import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { T, useT } from '../../i18n/use-t'

/** A visitor's first choice, as on the home page: a bride (women's profiles) or a groom (men's). */
export function LookingForChoice() {
  const t = useT('partner')
  return (
    <fieldset className="field radio-group looking-for">
      <legend className="field-label">{t('partner.lookingFor')}</legend>
      <div className="radio-options">
        {(
          [
            ['female', 'partner.bride'],
            ['male', 'partner.groom'],
          ] as const
        ).map(([value, label]) => (
          <Field<string> key={value} name="gender" type="radio" value={value}>
            {({ input }) => (
              <label className="radio">
                <input {...input} /> {t(label)}
              </label>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  )
}

/** A member's search shows the other gender: said once, with where the preferences behind it are kept. */
export function FixedGender({ gender }: { gender: string }) {
  const t = useT('partner')
  return (
    <p className="looking-for">
      <strong>{t(gender === 'female' ? 'partner.showingBrides' : 'partner.showingGrooms')}</strong>{' '}
      <T id="partner.fromPreferences" components={{ link: <Link to={paths.myProfile} /> }} />
    </p>
  )
}
