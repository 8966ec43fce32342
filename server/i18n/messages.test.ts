import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import hiMessages from '../../shared/locales/hi/messages.json'
import taMessages from '../../shared/locales/ta/messages.json'
import { basicMsg } from '../../shared/basic-messages'
import { describeKnown } from '../../shared/message-memory'
import { describeMessage, msg } from '../../shared/messages'
import { photoMsg } from '../../shared/photos'
import { privacyMsg } from '../../shared/privacy'
import { translateMessage } from '../../shared/translate'
import { i18nOf, indiaDay, say, translated } from '.'

// Our messages in Hindi and Tamil: every text the API sends is one of shared/messages.ts's, the values that
// texts are made with reach the translations under the same names, and days, plurals and choices come out
// right in each language.

const catalogs = { hi: hiMessages as Record<string, string>, ta: taMessages as Record<string, string> }
const placeholders = (message: string) => [
  ...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1])),
]

describe('shared messages in Hindi and Tamil', () => {
  it('has every text of privacyMsg and photoMsg among the messages (they are said the same way)', () => {
    const texts = [...Object.values(privacyMsg), ...Object.values(photoMsg)]
    expect(texts.filter((text) => !describeMessage(text))).toEqual([])
  })

  it('gives each message made with values the same value names as its translations use', () => {
    for (const [key, make] of Object.entries(msg)) {
      if (typeof make !== 'function') continue
      // Any value will do: a day, so that messages naming one get a real one.
      const text = (make as (...values: string[]) => string)(...Array<string>(make.length).fill('2026-12-24'))
      const described = describeMessage(text)
      expect(described?.id, key).toBe(key)
      for (const [locale, catalog] of Object.entries(catalogs)) {
        const message = catalog[`messages.${key}`]
        expect(placeholders(message).sort(), `${locale} ${key}`).toEqual(
          Object.keys(described!.values!).sort(),
        )
        expect(translated(locale as 'hi' | 'ta', text), `${locale} ${key}`).not.toMatch(/[{}]/)
      }
    }
  })

  it('says every message the same from the tables the browser has loaded (basic messages first)', () => {
    const texts = (Object.values(msg) as unknown[]).filter((text): text is string => typeof text === 'string')
    for (const text of [...texts, basicMsg.tooLong(120)])
      for (const locale of ['hi', 'ta'] as const)
        expect(translateMessage(i18nOf[locale], text, describeKnown), `${locale} ${text}`).toBe(
          translated(locale, text),
        )
    // Each basic message is one of shared/messages.ts's, under the same id.
    for (const [id, text] of Object.entries(basicMsg)) expect(msg[id as keyof typeof basicMsg], id).toBe(text)
    expect(describeKnown(basicMsg.notInList)).toEqual({ id: 'notInList' })
  })

  it('leaves English as the code writes it', () => {
    expect(translated('en', msg.badRequest)).toBe(msg.badRequest)
    expect(translated('en', msg.tooManyAttempts(3))).toBe(
      'Too many attempts. Please wait 3 minutes and try again.',
    )
    expect(translated('hi', 'A text that is not one of ours')).toBe('A text that is not one of ours')
  })

  it('writes days in each language’s words', () => {
    const text = msg.declinedRecently('2026-12-24')
    expect(text).toBe('This profile declined your interest. You can send another one after 24 December 2026.')
    expect(translated('hi', text)).toContain('24 दिसंबर 2026')
    expect(translated('ta', text)).toContain('டிசம்பர்')
    // The day in India: 20:00 UTC is already the next day there.
    expect(indiaDay('2026-12-23T20:00:00.000Z')).toBe('2026-12-24')
    expect(msg.deletionScheduled(indiaDay('2026-12-23T20:00:00.000Z'))).toContain(
      'erased on 24 December 2026.',
    )
  })

  it('says plurals and choices in each language', () => {
    expect(translated('ta', msg.tooManyAttempts(1))).toContain('1 நிமிடம் ')
    expect(translated('ta', msg.tooManyAttempts(5))).toContain('5 நிமிடங்கள்')
    expect(translated('hi', msg.underAge('male', 21))).toContain('वर की आयु कम से कम 21 वर्ष')
    expect(translated('hi', msg.underAge('female', 18))).toContain('वधू की आयु कम से कम 18 वर्ष')
    expect(translated('ta', msg.underAge('female', 18))).toContain('மணமகளுக்கு')
    expect(translated('hi', msg.consentRecorded('marketing', 'News and offers by e-mail'))).toContain(
      'ई-मेल से समाचार और ऑफ़र',
    )
  })

  it('translates a label given as a value, and keeps names as they are', () => {
    const i18n = setupI18n({
      locale: 'hi',
      messages: {
        hi: {
          'messages.fieldRequired': compileMessageOrThrow('{label} आवश्यक है।'),
          'options.Height': compileMessageOrThrow('ऊँचाई'),
        },
      },
    })
    expect(translateMessage(i18n, msg.fieldRequired('Height'), describeMessage)).toBe('ऊँचाई आवश्यक है।')
    expect(translated('ta', msg.interestSent('Kavitha'))).toContain('Kavitha')
  })

  it('writes the server’s e-mails in each language, English as before', () => {
    expect(say('en', 'server.email.welcome.intro', { hours: 24 })).toBe(
      'Welcome! Open this link within 24 hours to set the password of your new account.',
    )
    expect(say('hi', 'server.email.welcome.intro', { hours: 24 })).toContain('24 घंटे')
    expect(
      say('en', 'server.email.consentLink.intro', {
        name: 'Kavitha',
        by: 'office',
        days: 14,
        code: 'ABCD-EFGH',
      }),
    ).toBe(
      'Kavitha, a profile of you was registered with us by our matchmaking office. It is shown to other members only after you confirm it. Open this link within 14 days to read it and confirm, or ignore this mail if you do not agree. Your code is ABCD-EFGH.',
    )
    expect(
      say('ta', 'server.email.consentLink.intro', { name: 'Kavitha', by: 'family', days: 14, code: 'X' }),
    ).toContain('குடும்ப உறுப்பினர்')
  })
})
