import { useState } from 'react'
import { Form } from 'react-final-form'
import { genderOptions, profileForOptions } from '../../../../shared/options'
import { Button } from '../../components/button'
import { RadioGroupField, SelectField, TextField } from '../../components/fields'
import { Modal } from '../../components/modal'

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
  const [step, setStep] = useState<1 | 2>(1)
  const finish = () => {
    setStep(1)
    onClose()
  }
  return (
    <Modal open={open} onClose={finish} title="Let's set up your account, while we find Matches for you!">
      <Form<SetupValues> onSubmit={finish}>
        {({ handleSubmit, form }) =>
          step === 1 ? (
            <div>
              <SelectField name="profileFor" label="This profile is for" options={profileForOptions} />
              <RadioGroupField name="gender" label="Gender" options={genderOptions} />
              <Button onClick={() => setStep(2)}>Next</Button>
            </div>
          ) : (
            <form
              onSubmit={(e) => {
                void handleSubmit(e)
                form.reset()
              }}
            >
              <TextField name="firstName" label="First name" />
              <TextField name="lastName" label="Last name" />
              <TextField name="dob" label="Date of birth" type="date" />
              <TextField name="mobile" label="Mobile no" type="number" />
              <Button type="submit">Submit</Button>
            </form>
          )
        }
      </Form>
    </Modal>
  )
}
