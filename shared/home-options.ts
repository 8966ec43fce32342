// Kept apart from options.ts, whose lists of places and communities the home page's first load must not carry.

// Home page search preferences: held in the page, sent nowhere.
export const homeFaithOptions = [
  'Select',
  'Hinduism',
  'Islam',
  'Christianity',
  'Sikhism',
  'Buddhism',
  'Jainism',
  'Other',
]
export const homeCountryOptions = ['Select', 'USA', 'India', 'Canada', 'UK', 'Australia', 'Other']
