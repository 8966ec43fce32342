import { expect, test } from '@playwright/test'
import type { Response } from '@playwright/test'

test('write to us: attachments, rich text, a captcha solved in the browser, and a stored request', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/customer-relations/faq/write-to-us')
  await expect(page.getByRole('link', { name: 'Go back to Help' })).toHaveAttribute(
    'href',
    '/customer-support',
  )

  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Required', { exact: true })).toHaveCount(4)
  await expect(page.getByText('Please confirm you are not a robot.')).toBeVisible()

  await page.getByLabel('Type of issue').selectOption({ label: 'Safety or misuse' })
  await page.getByLabel('Subject').fill('A profile asked me for money')
  const editor = page.getByRole('textbox', { name: 'Description' })
  await editor.click()
  await page.keyboard.type('The profile MT000004 asked me to send a gift card.')
  await page.getByRole('radio', { name: 'Floating toolbar' }).check()
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('gift card')

  await page.getByLabel('Attach files').setInputFiles([
    { name: 'chat.png', mimeType: 'image/png', buffer: Buffer.from('png') },
    { name: 'profile.pdf', mimeType: 'application/pdf', buffer: Buffer.from('pdf') },
  ])
  const files = page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')
  await expect(files).toHaveText([/chat\.png/, /profile\.pdf/])
  await page.getByRole('button', { name: 'Remove chat.png' }).click()
  await expect(files).toHaveText([/profile\.pdf/])

  await page.getByLabel('Requester').fill('asha@example.com')
  // The widget clears its box while it works, then shows itself verified.
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click()
  await expect(page.getByText('Captcha Verified!')).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your request number is' })).toBeVisible()
})

test('the home page’s JavaScript carries neither the editor nor the captcha', async ({ page }) => {
  const scripts: string[] = []
  const bodyOf = async (r: Response) => (r.request().resourceType() === 'script' && r.ok() ? r.text() : null)
  page.on('response', async (r) => {
    const body = await bodyOf(r)
    if (body) scripts.push(body)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  for (const body of scripts) {
    expect(body).not.toContain('ql-editor')
    expect(body).not.toContain('altcha-widget')
  }
  // and the write-to-us page does load them
  const later: string[] = []
  page.on('response', async (r) => {
    const body = await bodyOf(r)
    if (body) later.push(body)
  })
  await page.goto('/customer-relations/faq/write-to-us')
  await expect(page.locator('.ql-editor')).toBeVisible()
  expect(later.some((b) => b.includes('altcha-widget'))).toBe(true)
})

test('links in the description may only use http, https, mailto and tel', async ({ page }) => {
  await page.goto('/customer-relations/faq/write-to-us')
  const editor = page.getByRole('textbox', { name: 'Description' })
  const addLink = async (text: string, href: string) => {
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(text)
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'link' }).click()
    const input = page.locator('.ql-tooltip input[type=text]')
    await input.fill(href)
    await input.press('Enter')
  }
  await addLink('bad', 'javascript:alert(1)')
  await addLink('call', 'tel:+914012345678')
  await addLink('site', 'https://example.com/help')
  const hrefs = await editor.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(['about:blank', 'tel:+914012345678', 'https://example.com/help'])
})
