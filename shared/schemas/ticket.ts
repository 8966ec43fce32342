import { array, define, object, optional } from 'superstruct'
import type { Infer } from 'superstruct'
import { msg } from '../messages'
import type { Option } from '../options'
import { isBlank, oneOf, optionalText, requiredText } from '../validation'

// The Write to Us form (a help ticket): issue type, subject, description, attachment names, requester.
export const issueTypeOptions: Option<'profile' | 'payment' | 'safety' | 'privacy' | 'nominee' | 'other'>[] =
  [
    { value: 'profile', label: 'My profile' },
    { value: 'payment', label: 'Membership and payment' },
    { value: 'safety', label: 'Safety or misuse' },
    { value: 'privacy', label: 'Privacy or data request' },
    { value: 'nominee', label: 'I am a nominee acting for a member' },
    { value: 'other', label: 'Something else' },
  ]

export const DESCRIPTION_MAX = 20_000
export const ATTACHMENTS_MAX = 10

const fileName = define<string>(
  'file-name',
  (v) => (typeof v === 'string' && v.length > 0 && v.length <= 200) || msg.invalidFileName,
)

export const TicketBody = object({
  issueType: oneOf(issueTypeOptions, msg.required),
  subject: requiredText(msg.required, { max: 150 }),
  // Rich text from the editor, as HTML; "blank" means no visible text.
  description: requiredText(msg.required, {
    max: DESCRIPTION_MAX,
    check: (v) => v.replace(/<[^>]*>/g, '').trim().length > 0 || msg.required,
  }),
  attachments: optional(array(fileName)),
  requester: requiredText(msg.required, { max: 254 }),
  altcha: define<string>(
    'captcha',
    (v) => (!isBlank(v) && typeof v === 'string' && v.length < 10_000) || msg.confirmNotRobot,
  ),
  phone: optionalText({ max: 30 }),
})
export type TicketBody = Infer<typeof TicketBody>
