import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

export const DEMO = { email: 'demo@matrimony.test', password: 'demo-password' }
/** The seeded demo member (README "The two commands"). */
export const DEMO_MEMBER = { email: 'member@matrimony.test', password: 'demo-password' }

/** Logs in through the member login screen; a member lands on My profile. */
export async function loginAsMember(page: Page, account: { email: string; password: string } = DEMO_MEMBER) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/my-profile$/)
}

/** Logs in through the matrimonial login screen, as office staff do. */
export async function loginAsStaff(page: Page) {
  await page.goto('/matrimonial-login')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/matrimonial-form$/)
}
