export const journeySteps = [
  { title: 'Sign Up', text: 'Register for free and put up your matrimony profile.' },
  { title: 'Connect', text: 'Select and connect with matches you like.' },
  { title: 'Interact', text: 'Become a premium member and start a conversation.' },
]
