import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

export const DEMO = { email: 'demo@matrimony.test', password: 'demo-password' }

/** Logs in through the matrimonial login screen, as office staff do. */
export async function loginAsStaff(page: Page) {
  await page.goto('/matrimonial-login')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/matrimonial-form$/)
}
