import { knownMessages, said } from './message-memory'

// The messages of the checks every form shares (shared/field-checks.ts): required, not in the list, too long,
// a field not accepted. Kept apart from shared/messages.ts (which takes them over under the same ids) so that a
// form's first screen says them without carrying every other message; the `account` texts of Hindi and Tamil
// carry their translations (renderer/vite.catalogs.ts).
export const basicMsg = {
  required: 'Required',
  tooLong: (max: number) => said('tooLong', { max }, `Use at most ${max} characters.`),
  invisibleControls: 'Remove the invisible control characters.',
  notInList: 'Choose one of the options in the list.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
  badRequest: 'Please correct the highlighted fields.',
  unknownField: 'This field is not accepted.',
} as const

knownMessages(basicMsg)
