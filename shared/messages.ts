import { MOBILE_DIGITS, NAME_MAX, PASSWORD_MIN } from './limits'

// Every message a person can see for bad input, once (spec sections 5 and 8, DESIGN.md deviations).
// The English text is the message itself (it travels through superstruct, final-form and the API as a string);
// Hindi and Tamil have the same ids in shared/locales/<locale>/messages.json, and describeMessage() finds the
// id (and the values) of an English text so that either side can say it in another language.

export interface MessageDescriptor {
  id: string
  values?: Record<string, string | number>
}

// Texts made with values (a maximum, a name) remember how they were made. The values come from our own
// limits and from names in the database; the map is bounded all the same.
const made = new Map<string, MessageDescriptor>()
const MADE_MAX = 5000

function said(id: string, values: Record<string, string | number>, english: string): string {
  if (!made.has(english)) {
    if (made.size >= MADE_MAX) made.clear()
    made.set(english, { id, values })
  }
  return english
}

export const msg = {
  required: 'Required',
  invalidEmailFormat: 'Invalid email format',
  invalidEmail: 'Invalid email',
  mustBeNumber: 'Must be a number',
  onlyDigits: 'Must be only digits',
  exactlyTenDigits: `Must be exactly ${MOBILE_DIGITS} digits`,
  dayRange: 'Day must be between 1 and 31',
  monthRange: 'Month must be between 1 and 12',
  yearRange: (max: number) => said('yearRange', { max }, `Year must be between 1900 and ${max}`),
  notARealDate: 'This date does not exist',
  nameMax: `Maximum ${NAME_MAX} characters allowed.`,

  // Partner search
  ageRequired: 'Age is required',
  ageMin: 'Age must be at least 22',
  ageMax: 'Age must be at most 71',
  ageOrder: 'Age from must not be above age to',
  heightRequired: 'Height is required',
  heightFormat: `Height must be in the format of feet'inches" (e.g., 5'8")`,
  maritalStatusRequired: 'Marital status is required',
  religionRequired: 'Religion is required',
  motherTongueRequired: 'Mother tongue is required',
  countryRequired: 'Country is required',

  // Matrimonial form
  firstNameRequired: 'First name is required.',
  firstNameMax: `Maximum ${NAME_MAX} characters allowed.`,
  lastNameRequired: 'Last name is required.',
  lastNameMax: `Last name cannot exceed ${NAME_MAX} characters.`,
  dobRequired: 'Date Of birth is required.',
  dobInvalid: 'Enter a real date of birth that is not in the future.',
  ageFormRequired: 'Age is required.',
  ageFormRange: 'Enter the age in whole years, up to 100.',
  ageMismatch: 'Age does not match the date of birth.',
  underAge: (who: 'female' | 'male' | 'other', min: number) =>
    said(
      'underAge',
      { who, min },
      `Our terms of use require a ${who === 'male' ? 'groom' : who === 'female' ? 'bride' : 'member'} to be at least ${min} years old.`,
    ),
  emailRequired: 'Email is required.',
  emailShape: 'Invalid email address format.',
  mobileRequired: 'Mobile Number is required.',
  mobileShape: `Invalid mobile number format. Please enter a ${MOBILE_DIGITS}-digit number.`,
  genderRequired: 'Gender is required.',
  fieldRequired: (label: string) => said('fieldRequired', { label }, `${label} is required.`),
  tooLong: (max: number) => said('tooLong', { max }, `Use at most ${max} characters.`),
  invisibleControls: 'Remove the invisible control characters.',
  noContactDetails:
    'Please remove e-mail addresses, phone numbers and links: the terms do not allow contact details in a profile.',
  notInList: 'Choose one of the options in the list.',
  weightRange: 'Enter a weight from 30 to 200 kg.',

  // Sessions and accounts
  badCredentials: 'The e-mail or password is incorrect.',
  passwordRequired: 'Required',
  passwordMin: `Use at least ${PASSWORD_MIN} characters.`,
  passwordsDiffer: 'The two passwords do not match.',
  passwordTooCommon:
    'This password is one of the most common ones and easy to guess. Please choose another: a few unrelated words make a good one.',
  resetLinkInvalid: 'This link has expired or has already been used. Ask for a new one with Forgot Password.',
  emailTaken:
    'An account with this e-mail already exists. Log in, or use Forgot Password to set a new password.',
  tokenNotFound: 'Token not found',
  sessionExpired: 'Your session has ended. Please log in again.',
  staffOnly: 'This is for office staff. Please log in with a staff account on the office login page.',
  memberOnly: 'This is for members. Please log in with your member account on the member login page.',
  staffAccountOnMemberLogin:
    'This is an office staff account. Please log in on the office login page (Matrimonial login).',
  memberAccountOnStaffLogin: 'This is a member account. Please log in on the member login page.',
  profileNotAvailable: 'Profile not available',
  otherOffice: 'This profile is managed by another office.',
  notYourProfile: 'Only the people who manage this profile can change it.',
  profileIncomplete: 'Please complete every section before publishing the profile.',
  consentLinkInvalid:
    'This consent link or code has expired or has already been used. Ask the person who manages the profile for a new one.',
  consentRequired: 'Please tick the box to confirm.',
  preferenceAgeRange: 'Choose an age from 18 to 80.',
  rangeOrder: 'The upper end must not be below the lower end.',
  tooMany: (max: number) => said('tooMany', { max }, `Choose at most ${max}.`),
  network: 'The server could not be reached. Check your connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
  badRequest: 'Please correct the highlighted fields.',
  unknownField: 'This field is not accepted.',
  tooManyAttempts: (minutes: number) =>
    said(
      'tooManyAttempts',
      { minutes },
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    ),
  verificationSent: 'The verification link sent to your email!',
  storyNotFound: 'Story not found',
  mobileLoginUnavailable: 'Mobile login is not available yet. Please log in with your e-mail.',

  // Connections: interests, contact details, blocks and reports
  chooseProfile: 'Choose a profile.',
  chooseActingProfile: 'Choose which of your office’s profiles you are acting for.',
  ownProfileFirst: 'Create your profile on My profile first.',
  publishBeforeInterest:
    'Publish your profile before you send an interest, so that the family you write to can see who you are.',
  interestToSelf: 'You cannot send an interest to your own profile.',
  interestPending: 'You have already sent an interest to this profile. Please wait for their answer.',
  interestWaitingForYou: 'This profile has already sent you an interest: answer it in your Inbox.',
  alreadyConnected: 'You are already connected with this profile.',
  declinedRecently: (date: string) =>
    said(
      'declinedRecently',
      { date },
      `This profile declined your interest. You can send another one after ${date}.`,
    ),
  dailyInterestLimit: (max: number) =>
    said(
      'dailyInterestLimit',
      { max },
      `You can send at most ${max} interests a day. Please try again tomorrow.`,
    ),
  interestNotWaiting: 'This interest is no longer waiting for an answer.',
  contactAfterAcceptance:
    'Contact details are shown only after this profile accepts your interest, or you accept theirs.',
  blockOwnProfile: 'You cannot block your own profile.',
  reportReasonRequired: 'Please choose a reason.',
  reportDetailsRequired: 'Please tell us what happened.',
  reportAlreadyOpen: 'You have already reported this profile. Our team is looking into it.',
  decisionRequired: 'Please choose a decision.',
  reportAlreadyDecided: 'This report has already been decided.',
  idempotencyKeyReused:
    'This form was already sent with other details from another tab or window. Open the dashboard to see what was saved, then start a new form.',
  outboxNoKey:
    'The server cannot be reached and this device cannot keep the profile safely yet. Keep this form open (nothing is lost) and submit again in a moment.',
  outboxUnreadable: 'This waiting profile cannot be read any more on this device.',
} as const

let fixed: Map<string, string> | undefined

/** The id and values of one of our messages, from its English text; undefined for any other text. */
export function describeMessage(text: string): MessageDescriptor | undefined {
  const withValues = made.get(text)
  if (withValues) return withValues
  fixed ??= new Map(
    Object.entries(msg).flatMap(([id, value]) => (typeof value === 'string' ? [[value, id] as const] : [])),
  )
  const id = fixed.get(text)
  return id ? { id } : undefined
}
