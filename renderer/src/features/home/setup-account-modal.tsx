import { useState } from 'react'
import { Form } from 'react-final-form'
import { genderOptions, profileForOptions } from '../../../../shared/options'
import { Button } from '../../components/button'
import { RadioGroupField, SelectField, TextField } from '../../components/fields'
import { Modal } from '../../components/modal'
import { useT } from '../../i18n/use-t'

interface SetupValues {
  profileFor?: string
  gender?: string
  firstName?: string
  lastName?: string
  dob?: string
  mobile?: string
}

/**
 * The account set-up modal of the hero (spec "Account set-up modal"). The home page keeps its show flag
 * false, as the spec records; it has no validation and makes no call.
 */
export function SetupAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('account', 'options')
  const [step, setStep] = useState<1 | 2>(1)
  const finish = () => {
    setStep(1)
    onClose()
  }
  return (
    <Modal open={open} onClose={finish} title={t('account.setup.title')}>
      <Form<SetupValues> onSubmit={finish}>
        {({ handleSubmit, form }) =>
          step === 1 ? (
            <div>
              <SelectField
                name="profileFor"
                label={t('account.form.profileFor')}
                options={profileForOptions}
              />
              <RadioGroupField name="gender" label={t('account.form.gender')} options={genderOptions} />
              <Button onClick={() => setStep(2)}>{t('account.form.next')}</Button>
            </div>
          ) : (
            <form
              onSubmit={(e) => {
                void handleSubmit(e)
                form.reset()
              }}
            >
              <TextField name="firstName" label={t('account.form.firstName')} />
              <TextField name="lastName" label={t('account.form.lastName')} />
              <TextField name="dob" label={t('account.form.dateOfBirth')} type="date" />
              <TextField name="mobile" label={t('account.setup.mobile')} type="number" />
              <Button type="submit">{t('account.form.submit')}</Button>
            </form>
          )
        }
      </Form>
    </Modal>
  )
}
