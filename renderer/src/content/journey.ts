import type { MessageId } from '../i18n/keys'

export const journeySteps: { title: MessageId; text: MessageId }[] = [
  { title: 'common.journey.signUp', text: 'common.journey.signUpText' },
  { title: 'common.journey.connect', text: 'common.journey.connectText' },
  { title: 'common.journey.interact', text: 'common.journey.interactText' },
]
