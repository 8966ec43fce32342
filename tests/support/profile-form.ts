import type { Page } from '@playwright/test'

/** A valid profile as a person types it into the matrimonial form. */
export const validProfile = {
  'First Name': 'Kavitha',
  'Last Name': 'Raman',
  'Date of Birth': '1996-04-12',
  Email: 'kavitha.raman@example.com',
  'Mobile Number': '9876543210',
  'Weight (kg)': '58',
  Community: 'Iyer',
  Education: 'M.Sc in Physics',
  Occupation: 'Research scientist',
  State: 'Ontario',
  Citizen: 'Canada',
  'About Me': 'Enjoys Carnatic music, long walks and cooking for family.',
  Expectation: 'A kind, educated partner who values family.',
  Gotra: 'Kashyap',
}

export const validSelects: Record<string, string> = {
  'Marital Status': 'Never married',
  'Have Children': 'No',
  Height: `5'4"`,
  Religion: 'Hinduism',
  'Mother Tongue': 'English',
  'Annual Income (INR)': '10 to 20 lakh',
  Country: 'Canada',
  Family: 'Nuclear',
  Value: 'Moderate',
  'Family Status': 'Upper middle class',
  Eating: 'Vegetarian',
  Smoking: 'No',
  Drinking: 'No',
  'Rashi (moon sign)': 'Kanya (Virgo)',
  'Dosham (manglik)': 'No',
}

export async function fillProfile(page: Page, overrides: Partial<typeof validProfile> = {}) {
  const { State, Citizen, ...typed } = { ...validProfile, ...overrides }
  for (const [label, value] of Object.entries(typed))
    await page.getByLabel(label, { exact: true }).fill(value)
  for (const [label, option] of Object.entries(validSelects))
    await page.getByLabel(label, { exact: true }).selectOption({ label: option })
  // The state is one of the chosen country's regions, the citizenship a country (issue 22).
  await page.getByLabel('State', { exact: true }).selectOption({ label: State })
  await page.getByLabel('Citizen', { exact: true }).selectOption({ label: Citizen })
  await page.getByRole('radio', { name: 'Female' }).check()
}
