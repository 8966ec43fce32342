import { useMemo } from 'react'
import { FORM_ERROR } from 'final-form'
import { intlLocale } from '../../../../shared/i18n'
import type { Locale } from '../../../../shared/i18n'
import { msg } from '../../../../shared/messages'
import { livingInOptions, registrationReligionOptions } from '../../../../shared/options'
import type { NoticeShown } from '../../../../shared/notice'
import { dialCodeList } from '../../../../shared/phone'
import {
  RegistrationBody,
  RegistrationStep3,
  RegistrationStep4,
} from '../../../../shared/schemas/registration'
import { check, formErrors } from '../../../../shared/validation'
import { CommunityField } from '../../components/community-field'
import { SelectField, TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { registerMember } from './api'

// The wizard's steps 3 and 4, with the checks of the whole registration and the call that sends it: loaded when
// a family reaches step 2, so the long country lists, libphonenumber's metadata and the API client stay out of
// the wizard's first screen.
export { PrivacyNotice } from '../../components/privacy-notice'

export const checkStep3 = formErrors(RegistrationStep3)
export const checkStep4 = formErrors(RegistrationStep4)

export function StepReligion() {
  // The countries of "Living in" are translated in the `places` catalog.
  const t = useT('account', 'messages', 'options', 'places')
  return (
    <>
      <SelectField
        name="religion"
        label={t('account.register.religion')}
        required
        options={registrationReligionOptions}
      />
      <CommunityField name="community" label={t('account.register.community')} required />
      <SelectField
        name="livingIn"
        label={t('account.register.livingIn')}
        required
        options={livingInOptions}
      />
    </>
  )
}

/** Every dialling code with its main country, named in the language on screen (India (+91)). */
function dialCodeOptions(locale: Locale) {
  const names = new Intl.DisplayNames([intlLocale[locale]], { type: 'region' })
  return dialCodeList.map(({ value, country }) => ({
    value,
    label: `${names.of(country) ?? country} (${value})`,
  }))
}

export function StepContact() {
  const t = useT('account', 'messages', 'options')
  const codes = useMemo(() => dialCodeOptions(t.locale), [t.locale])
  return (
    <>
      <TextField name="email" label={t('account.form.email')} type="email" autoComplete="email" required />
      <div className="phone-row">
        <SelectField
          name="countryCode"
          label={t('account.register.countryCode')}
          options={codes}
          placeholder={t('account.register.codePlaceholder')}
        />
        <TextField
          name="phone"
          label={t('account.register.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
        />
      </div>
    </>
  )
}

/** What the form shows when the registration is refused: the fields' messages and one under the form. */
type Refused = { errors: Record<string, string> }

/**
 * The whole registration checked and sent: the address the set-password link went to and the message to show,
 * or what is wrong.
 */
export async function sendRegistration(
  values: Record<string, unknown>,
  notice: NoticeShown | null,
): Promise<Refused | { email: string | null; message: string }> {
  const body = check(values, RegistrationBody)
  if (!body.ok) return { errors: { ...body.errors, [FORM_ERROR]: Object.values(body.errors)[0] } }
  if (!notice) return { errors: { [FORM_ERROR]: msg.noticeNotShown } }
  try {
    const registered = await registerMember(body.value, notice)
    return { email: registered.email ?? body.value.email, message: msg.verificationSent }
  } catch (error) {
    if (error instanceof ApiError) return { errors: { ...error.fieldErrors, [FORM_ERROR]: error.message } }
    return { errors: { [FORM_ERROR]: msg.unexpected } }
  }
}
