import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { T, useT } from '../../i18n/use-t'

/**
 * A visitor's first choice, as on the home page: a bride (women's profiles) or a groom (men's). Plain radio
 * buttons, before the criteria's form (and its code) are there: the form takes the choice as its gender.
 */
export function LookingForChoice({ value, onChange }: { value: string; onChange: (gender: string) => void }) {
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
        ).map(([gender, label]) => (
          <label key={gender} className="radio">
            <input
              type="radio"
              name="gender"
              value={gender}
              checked={value === gender}
              onChange={() => onChange(gender)}
            />{' '}
            {t(label)}
          </label>
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
