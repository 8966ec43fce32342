import { MOBILE_DIGITS, NAME_MAX, PASSWORD_MIN } from './limits'
import { basicMsg } from './basic-messages'
import { knownMessages, rememberedMessage, said, told } from './message-memory'
import type { MessageDescriptor } from './message-memory'
import { dayInWords } from './translate'

// Every message a person can see for bad input, once (spec sections 5 and 8, docs/spec-deviations.md).
// The English text is the message itself (it travels through superstruct, final-form and the API as a string);
// Hindi and Tamil have the same ids in shared/locales/<locale>/messages.json, and describeMessage() finds the
// id (and the values) of an English text so that either side can say it in another language.

export type { MessageDescriptor } from './message-memory'

export const msg = {
  required: basicMsg.required,
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
  mobileForCode: 'This is not a mobile number of the country of this code.',
  mobileWithCode:
    'Not a mobile number. A number from outside India starts with its code, such as +971 50 123 4567.',
  genderRequired: 'Gender is required.',
  fieldRequired: (label: string) => said('fieldRequired', { label }, `${label} is required.`),
  tooLong: basicMsg.tooLong,
  invisibleControls: basicMsg.invisibleControls,
  // What the contact filter found (shared/contact-filter.ts), so the person knows what to take out.
  contactPhone:
    'Please remove the phone number (also in words or in pieces): contact details are shared only after an interest is accepted.',
  contactEmail:
    'Please remove the e-mail address: contact details are shared only after an interest is accepted.',
  contactLink:
    'Please remove the web address or link: contact details are shared only after an interest is accepted.',
  contactHandle:
    'Please remove the social media or messenger name: contact details are shared only after an interest is accepted.',
  notInList: basicMsg.notInList,
  weightRange: 'Enter a weight from 30 to 200 kg.',

  // Sessions and accounts
  badCredentials: 'The e-mail or password is incorrect.',
  passwordRequired: 'Required',
  passwordMin: `Use at least ${PASSWORD_MIN} characters.`,
  passwordsDiffer: 'The two passwords do not match.',
  passwordTooCommon:
    'This password is one of the most common ones and easy to guess. Please choose another: a few unrelated words make a good one.',
  passwordPersonal:
    'Choose a password without the name of this service, your name or your e-mail address: a guesser tries those first.',
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
  consentCodeOfficeOnly:
    'Only the staff of the office that registered this profile can see its consent code.',
  noConsentCodeWaiting:
    'This profile is not waiting for its candidate’s consent, so there is no code to show or replace.',
  consentCodeNotKept: 'This code cannot be shown again. Replace it to print a new one.',
  documentKindRequired: 'Please choose the document you checked.',
  lastFourRequired: 'Please enter the last four characters of the document number.',
  lastFourShape: 'Enter only the last four letters or digits of the document number, never the whole number.',
  verifyOwnOfficeOnly: 'Only the staff of the office that manages this profile can verify it in person.',
  notVerified: 'This profile is not verified in person.',
  alreadyVerified:
    'This profile is already verified in person. To record another document, revoke the verification first.',
  notYourProfile: 'Only the people who manage this profile can change it.',
  profileIncomplete: 'Please complete every section before publishing the profile.',
  consentLinkInvalid:
    'This consent link or code has expired or has already been used. Ask the person who manages the profile for a new one.',
  consentRequired: 'Please tick the box to confirm.',
  noticeChanged: 'Our privacy notice has changed since this page opened. Please read it again, then agree.',
  noticeNotShown:
    'The privacy notice has not loaded yet. Check the connection, wait for it to show, then press Submit again.',
  nomineeNotYourself: 'Name someone other than yourself: your nominee acts for you when you cannot.',
  nomineeSaved: 'Your nominee is saved. We have e-mailed them to say so.',
  nomineeRemoved: 'Your nominee is removed.',
  preferenceAgeRange: 'Choose an age from 18 to 80.',
  rangeOrder: 'The upper end must not be below the lower end.',
  tooMany: (max: number) => said('tooMany', { max }, `Choose at most ${max}.`),
  network: 'The server could not be reached. Check your connection and try again.',
  unexpected: basicMsg.unexpected,
  badRequest: basicMsg.badRequest,
  unknownField: basicMsg.unknownField,
  tooManyAttempts: (minutes: number) =>
    said(
      'tooManyAttempts',
      { minutes },
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    ),
  searchesTooFast:
    'Too many searches at once from this connection. Please wait a few seconds and search again.',
  verificationSent: 'The verification link sent to your email!',
  storyNotFound: 'Story not found',
  mobileLoginUnavailable: 'Mobile login is not available yet. Please log in with your e-mail.',

  // Horoscope from birth details
  birthTimeShape:
    'Enter the time of birth as hours and minutes, e.g. 05:40, or tick "Time of birth not known".',
  birthPlaceRequired: 'Choose the place of birth from the list.',
  birthPlaceUnknown: 'We could not find this place. Type its name again and choose it from the list.',
  birthDateFirst: 'Add the date of birth under Basic details first.',
  birthTimeSkipped:
    'The clocks at this place skipped this time on that day (daylight saving). Check the time of birth.',
  chooseMoonSide:
    'The Moon was at the edge between two padas at this time. Choose the one your horoscope gives.',

  // Connections: interests, contact details, blocks and reports
  chooseProfile: 'Choose a profile.',
  chooseActingProfile: 'Choose which of your office’s profiles you are acting for.',
  ownProfileFirst: 'Create your profile on My profile first.',
  publishBeforeInterest:
    'Publish your profile before you send an interest, so that the family you write to can see who you are.',
  interestToSelf: 'You cannot send an interest to your own profile.',
  interestSameGender:
    'An interest goes between a bride’s profile and a groom’s: these two profiles cannot be matched.',
  interestPending: 'You have already sent an interest to this profile. Please wait for their answer.',
  interestWaitingForYou: 'This profile has already sent you an interest: answer it in your Inbox.',
  alreadyConnected: 'You are already connected with this profile.',
  /** `date`: the day (YYYY-MM-DD) from which another interest may go. */
  declinedRecently: (date: string) =>
    told(
      'declinedRecently',
      { date },
      `This profile declined your interest. You can send another one after ${dayInWords(date)}.`,
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
  contactNotShared:
    'This family has not shared its contact details yet. You can write to them in your conversation until they do.',

  // Conversations
  messageRequired: 'Please write a message.',
  messageHasPhone:
    'Please remove the phone number (also in words or in pieces). Until you choose “Share my contact details”, your messages do not carry contact details, so nobody gets your number before you are ready.',
  messageHasEmail:
    'Please remove the e-mail address. Until you choose “Share my contact details”, your messages do not carry contact details, so nobody gets them before you are ready.',
  messageHasLink:
    'Please remove the web address or link. Until you choose “Share my contact details”, your messages do not carry contact details or links.',
  messageHasHandle:
    'Please remove the social media or messenger name. Until you choose “Share my contact details”, your messages do not carry contact details.',
  conversationNotAvailable: 'This conversation is not available.',
  conversationAfterAcceptance: 'You can write to a family once one of you has accepted the other’s interest.',
  conversationEnded: 'This conversation has ended. No more messages can be sent.',
  conversationMemberLeft: 'This member has left. You can read the conversation, but not write any more.',
  conversationInactive: 'This profile is no longer active, so the conversation can only be read.',
  conversationOwnInactive: 'Your profile is hidden or closed, so the conversation can only be read.',
  tooManyMessages: 'You are sending messages very quickly. Please wait a minute, then send again.',
  contactSharedNow: (name: string) =>
    told(
      'contactSharedNow',
      { name },
      `Your phone number and e-mail address are now shared with ${name}. Viewing them is recorded.`,
    ),
  messageReported: 'Thank you. Our moderators will read this message with the ones around it.',
  conversationMuted: 'Muted: this conversation no longer e-mails you.',
  conversationUnmuted: 'This conversation can e-mail you again about unread messages.',
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

  // Requests the server cannot read or answer
  requestTooLarge: 'The request is too large.',
  requestHeadersTooLarge: 'The request headers are too large.',
  sendJson: 'Send JSON.',
  requestUnreadable: 'The request could not be read.',
  noSuchApiCall: 'No such API call.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please wait a minute.',
  idempotencyKeyShape: 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.',
  captchaFailed: 'The captcha could not be verified. Please tick it again.',
  confirmNotRobot: 'Please confirm you are not a robot.',
  invalidFileName: 'Invalid file name',
  passwordSet: 'Your password is set. You can log in now.',

  // A profile's life: publishing, consent links, hiding, closing
  closeReasonRequired: 'Please choose why the profile is closed.',
  closedProfileUnchangeable: 'A closed profile cannot be changed.',
  alreadyPublished: 'This profile is already published, hidden or closed.',
  onlyPublishedCanHide: 'Only a published profile can be hidden.',
  onlyHiddenCanShow: 'Only a hidden profile can be shown again.',
  hiddenByModerator:
    'A moderator hid this profile after a report. Write to us if you would like the decision reviewed.',
  noModerationHold: 'No moderator’s decision keeps this profile hidden.',
  moderationHoldLifted: 'The hold is lifted: the profile’s managers can show it again.',
  alreadyClosed: 'This profile is already closed.',
  consentLinkSent: (email: string, name: string) =>
    told(
      'consentLinkSent',
      { email, name },
      `We sent a consent link to ${email}. The profile is published when ${name} confirms it.`,
    ),
  // Who registered a profile, in the consent page's sentence; who reported a profile, on a report card.
  registeredByOffice: (office: string) =>
    told('registeredByOffice', { office }, `our matchmaking office (${office})`),
  registeredByOurOffice: 'our matchmaking office',
  registeredByFamily: 'a member of your family or a friend',
  reportedByMember: (userId: string) => told('reportedByMember', { userId }, `A member (${userId})`),
  reportedByStaff: 'Office staff',
  consentCodeGiven: (name: string) =>
    told('consentCodeGiven', { name }, `Give ${name} this code to confirm the profile on our Consent page.`),
  consentPublished: (name: string) =>
    told('consentPublished', { name }, `Thank you, ${name}. Your profile is now published.`),
  matchesAfterPublishing: 'Matches are shown once the profile is published.',
  savedSearchLimit:
    'You can keep 10 saved searches. Delete one of them on the Matches page, then save this one.',
  savedSearchNotFound: 'This saved search is no longer there.',

  // Connections: what happened
  interestSent: (name: string) =>
    told(
      'interestSent',
      { name },
      `Your interest was sent to ${name}. You will see the answer in your Inbox.`,
    ),
  interestAccepted: (name: string) =>
    told(
      'interestAccepted',
      { name },
      `You accepted ${name}’s interest. You can now write to each other; each family shares its phone and e-mail when it chooses.`,
    ),
  interestDeclined: (name: string) => told('interestDeclined', { name }, `You declined ${name}’s interest.`),
  interestWithdrawn: (name: string) =>
    told('interestWithdrawn', { name }, `You withdrew your interest in ${name}.`),
  blocked: (name: string) =>
    told(
      'blocked',
      { name },
      `You blocked ${name}. You will no longer see each other. You can unblock in Settings.`,
    ),
  unblocked: (name: string) => told('unblocked', { name }, `You unblocked ${name}.`),
  reportThanks: 'Thank you. Our team will review this profile.',
  reportThanksGrievance: (grievance: string, date: string) =>
    told(
      'reportThanksGrievance',
      { grievance, date },
      `Thank you. Our team will review this profile. Your privacy request is grievance ${grievance}; our grievance officer answers by ${dayInWords(date)} at the latest.`,
    ),
  reportNotFound: 'This report does not exist.',
  ticketThanks: (number: string) =>
    told(
      'ticketThanks',
      { number },
      `Thank you. Your request number is ${number}; we reply within one working day.`,
    ),
  ticketThanksNominee: (number: string, grievance: string, date: string) =>
    told(
      'ticketThanksNominee',
      { number, grievance, date },
      `Thank you. Your request number is ${number} and your nominee request is grievance ${grievance}. Before we act, we will ask you by e-mail for proof: a death certificate, or a doctor's certificate that the member cannot act. Our grievance officer answers by ${dayInWords(date)} at the latest.`,
    ),
  ticketThanksGrievance: (number: string, grievance: string, date: string) =>
    told(
      'ticketThanksGrievance',
      { number, grievance, date },
      `Thank you. Your request number is ${number}. Your privacy request is grievance ${grievance}; our grievance officer answers by ${dayInWords(date)} at the latest.`,
    ),

  // Photos: shared/photos.ts photoMsg says the same texts (with its PHOTO_SIDE_MIN 200 and PHOTOS_MAX 6, which
  // live there); server/i18n/messages.test.ts fails when the two differ.
  photoEmpty: 'This file is empty. Please choose a photo.',
  photoTooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  notAPhoto: 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP photo.',
  photoHeic:
    "HEIC photos from iPhones cannot be read yet: please choose a JPEG, or set the iPhone's camera to 'Most Compatible' (Settings > Camera > Formats).",
  photoUnreadable: 'This photo could not be read. It may be damaged: please choose another.',
  photoTooSmall: 'This photo is too small. Please choose one at least 200 pixels wide and high.',
  photoTooManyPixels: 'This photo has too many pixels to be read. Please choose a smaller one.',
  photoTooMany: 'A profile can have up to 6 photos. Delete one to add another.',
  photoSendFile: 'Send the photo file itself as the request body.',
  photoNotAvailable: 'Photo not available',
  photoClosedProfile: 'A closed profile cannot have photos.',
  photoBadOrder: 'Send every photo of the profile once, in the new order.',
  photoReasonRequired: 'Please choose why the photo is rejected.',
  photoAlreadyDecided: 'This photo was already reviewed.',
  photoApproved: 'The photo is approved: it now shows on the profile.',
  photoRejected: 'The photo is rejected: its owner will see why.',
  photoDeleted: 'The photo is deleted.',
  photoShownToSaved: 'Saved: your choice of who sees your photos.',
  photoShownToRequired: 'Please choose who sees your photos.',
  cameraUnavailable:
    'The camera could not be opened. Allow this site to use the camera, or choose a photo file instead.',

  // Privacy: staff, consents, deletion, grievances (shared/privacy.ts privacyMsg says the same texts, checked too)
  adminOnly:
    'Only an office admin can manage staff and read the audit log. Please ask the admin of your office.',
  staffNotFound: 'There is no such staff account in your office.',
  officeCityRequired: 'Please write the city of the office.',
  /** `name`: the new office. */
  officeCreated: (name: string) =>
    told(
      'officeCreated',
      { name },
      `The office ${name} was created. Its admin has been e-mailed a link to set a password.`,
    ),
  reviewersOnly:
    'Photo review, reports and grievances are for moderators and for office admins (their own office’s profiles). Please ask the admin of your office.',
  headAdminOnly: 'Only a head-office admin can create offices.',
  breachAdminOnly: 'Only a head-office admin can record a data breach and read what we tell the Board.',
  breachWhen: 'Give a date and time, for example 2027-06-01 10:30.',
  breachOrder: 'It cannot be found out before it happened, and neither time can be in the future.',
  breachKinds: 'Choose at least one kind of data.',
  breachWhom: 'Say whose data: account numbers or e-mails, one office, or every account.',
  breachUnknown: 'Some of these numbers or e-mails belong to no account. Check the list.',
  breachNotFound: 'There is no such breach.',
  notYourself: 'You cannot disable your own account. Ask another admin of your office.',
  accountDisabled: 'This account has been disabled. Please ask the admin of your office.',
  deletionPending: 'This profile is waiting to be erased. Cancel the deletion first.',
  deletionAlreadyPending: 'A deletion is already scheduled.',
  noDeletion: 'There is no deletion to cancel.',
  confirmDeletion: 'Please confirm that you want your account deleted.',
  deletionNoteRequired: 'Please note how and when the candidate asked for the deletion.',
  biodataNotAllowed:
    'The biodata is shown to the people who manage the profile and to accepted matches only.',
  consentNotWithdrawable: 'This consent ends with your account: delete your account below to withdraw it.',
  noProfileToPublish: 'Complete your profile on My profile first; then you can publish it.',
  grievanceNotFound: 'This grievance does not exist.',
  grievanceStateRequired: 'Please choose a state.',
  staffNameRequired: 'Please enter the name.',
  staffRoleRequired: 'Please choose a role.',
  // The same answer whether or not the address already has an account, so that it tells no one who has one.
  staffAdded: (name: string, email: string, hours: number) =>
    told(
      'staffAdded',
      { name, email, hours },
      `${name} is added to the list below if ${email} had no account with us yet, and we e-mailed a link to set a password (valid ${hours} hours). An address that already has an account is not added: its owner is told by e-mail.`,
    ),
  staffDisabled: (name: string) =>
    told(
      'staffDisabled',
      { name },
      `${name} is disabled: they are logged out everywhere and can no longer log in.`,
    ),
  staffEnabled: (name: string) => told('staffEnabled', { name }, `${name} can log in again.`),
  deletionScheduled: (date: string) =>
    told(
      'deletionScheduled',
      { date },
      `Your account and profile will be erased on ${dayInWords(date)}. Your profile is hidden from everyone now. Until that date you can log in and cancel the deletion here.`,
    ),
  deletionCancelled: 'The deletion is cancelled. Your account stays, and your profile is back as it was.',
  officeDeletionScheduled: (date: string) =>
    told(
      'officeDeletionScheduled',
      { date },
      `The profile is hidden now and will be erased on ${dayInWords(date)}, with its photos and interests. It can be cancelled until then.`,
    ),
  officeDeletionCancelled: 'The deletion is cancelled; the profile is back as it was.',
  noSuchConsent: 'No such consent.',
  consentAlreadyGiven: 'This consent is given already.',
  consentNotGiven: 'This consent is not given, so there is nothing to withdraw.',
  /** `title` is the consent's English title (shared/privacy.ts consentTitles[kind]); translations choose by kind. */
  consentRecorded: (kind: string, title: string) =>
    told('consentRecorded', { kind }, `Thank you: your consent to "${title}" is recorded.`),
  consentRepublished: 'Thank you: your consent is recorded and your profile is published again.',
  marketingConsentGiven: 'Thank you: we will e-mail you news and offers. You can stop them here at any time.',
  marketingConsentWithdrawn: 'Your consent is withdrawn. We will not e-mail you news or offers.',
  publishConsentWithdrawnHidden:
    'Your consent is withdrawn and your profile is now hidden: no one finds it in search or opens its page. Give your consent again here to publish it.',
  publishConsentWithdrawn: 'Your consent is withdrawn. Your profile stays unpublished.',
  profileClosedNote: 'Your profile is closed.',
  candidateConfirmsNote:
    'The candidate confirms this with the consent link or code: send it from My profile.',
  // Places (issue 22): a region of the country chosen, and a town's name rather than anything else.
  regionOfCountry: 'Choose a state or region of the country chosen.',
  cityName: 'Write the name of the town or city, in letters.',
} as const

// The browser finds a message's id from whichever tables it has loaded (describeKnown).
knownMessages(msg)

let fixed: Map<string, string> | undefined

/** The id and values of one of our messages, from its English text; undefined for any other text. */
export function describeMessage(text: string): MessageDescriptor | undefined {
  const withValues = rememberedMessage(text)
  if (withValues) return withValues
  fixed ??= new Map(
    Object.entries(msg).flatMap(([id, value]) => (typeof value === 'string' ? [[value, id] as const] : [])),
  )
  const id = fixed.get(text)
  return id ? { id } : undefined
}
