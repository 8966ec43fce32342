import type { BirthChartView } from '../../../../shared/api'
import { nakshatraOptions } from '../../../../shared/matching/nakshatras'
import { labelOf, rashiOptions } from '../../../../shared/options'
import { RadioGroupField } from '../../components/fields'
import { useT } from '../../i18n/use-t'

type Moon = { nakshatra: string; pada: string; rashi: string }

/** "nakshatra:pada", the value of the choice between two padas. */
export const sideValue = (m: Pick<Moon, 'nakshatra' | 'pada'>) => `${m.nakshatra}:${m.pada}`

/** What birth details give, as the family reads it before saving; the pada choice when the Moon was at an edge. */
export function BirthChartResult({ chart, typed }: { chart: BirthChartView; typed: Partial<Moon> }) {
  const t = useT('profile', 'options')
  if (chart.status !== 'ok') return null
  const star = (m: Moon) =>
    t('profile.birth.moonIn', {
      nakshatra: t.label(labelOf(nakshatraOptions, m.nakshatra)),
      pada: m.pada,
      rashi: t.label(labelOf(rashiOptions, m.rashi)),
    })
  const differs =
    typed.nakshatra &&
    (typed.nakshatra !== chart.moon.nakshatra || (typed.pada && typed.pada !== chart.moon.pada))
  return (
    <section className="birth-result" aria-labelledby="birth-result-title">
      <h3 id="birth-result-title">{t('profile.birth.resultTitle')}</h3>
      <p>{star(chart.moon)}</p>
      {chart.otherSide && (
        <RadioGroupField
          name="choice"
          required
          label={t('profile.birth.whichPada')}
          options={[chart.moon, chart.otherSide].map((m) => ({ value: sideValue(m), label: star(m) }))}
        />
      )}
      <p>
        {t('profile.birth.lagna', { rashi: t.label(labelOf(rashiOptions, chart.lagna)) })}{' '}
        {t(chart.manglik.manglik ? 'profile.birth.manglikYes' : 'profile.birth.manglikNo', {
          fromLagna: chart.manglik.fromLagna,
          fromMoon: chart.manglik.fromMoon,
        })}
      </p>
      <p className="field-hint">{t('profile.birth.manglikRule')}</p>
      {chart.repeatedHour && <p className="field-hint">{t('profile.birth.repeatedHour')}</p>}
      {differs && (
        <p className="badge badge-warn">
          {t('profile.birth.replaces', {
            nakshatra: t.label(labelOf(nakshatraOptions, typed.nakshatra!)),
            pada: typed.pada ?? '?',
          })}
        </p>
      )}
    </section>
  )
}
