import { useEffect, useId, useMemo, useRef } from 'react'
import { useField, useFormState } from 'react-final-form'
import { regionLabelOptional } from '../../../shared/place-rules'
import { regionNamed } from '../../../shared/place-rules'
import { citiesOf, regionsOf } from '../../../shared/places'
import { hasWholeRegionList } from '../../../shared/region-lists'
import { TEXT_MAX } from '../../../shared/limits'
import { useT } from '../i18n/use-t'
import { SelectField, TextField } from './fields'

// Where a family lives, below its country (issue 22): the state or region is a choice where our list of the
// country's regions is whole and optional typed text elsewhere (with the regions we know as suggestions);
// the city is always typed, with the chosen region's cities (else the country's) as suggestions. Profiles
// store a region by its English label; suggestions show the English name people type, with their own
// language's name beside it.

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en')

function useCountry(countryField: string): string {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } })
  const country = values[countryField]
  return typeof country === 'string' ? country : ''
}

interface Props {
  name: string
  label: string
  /** The form's country field. */
  countryField?: string
}

/** The state or region of the form's country: a closed list where ours is whole, else optional text. */
export function RegionField({ name, label, countryField = 'country' }: Props) {
  const t = useT('places')
  const id = useId()
  const country = useCountry(countryField)
  const { input } = useField<string>(name, { subscription: { value: true } })
  const whole = hasWholeRegionList(country)
  const regions = useMemo(() => [...regionsOf(country)].sort(byLabel), [country])
  // Another country's region does not stay behind when the country changes; a first render keeps it.
  const shownFor = useRef(country)
  const { onChange } = input
  useEffect(() => {
    if (shownFor.current === country) return
    shownFor.current = country
    if (input.value && !regionNamed(country, input.value)) onChange('')
  }, [country, input.value, onChange])

  if (whole) {
    // In the order of the names people read (Hindi and Tamil names sort in their own script).
    const options = regions
      .map((r) => ({ value: r.label, label: r.label, shown: t.label(r.label) }))
      .sort((a, b) => a.shown.localeCompare(b.shown, t.locale))
    return <SelectField name={name} label={label} required options={options} />
  }
  const listId = `${id}-regions`
  return (
    <div>
      <TextField
        name={name}
        label={t.label(regionLabelOptional)}
        maxLength={TEXT_MAX + 5}
        autoComplete="address-level1"
        list={regions.length ? listId : undefined}
      />
      {regions.length > 0 && <Suggestions id={listId} names={regions.map((r) => r.label)} />}
    </div>
  )
}

/** The city, typed, with the cities we know of the region (or the country) as suggestions. */
export function CityField({
  name,
  label,
  hint,
  countryField = 'country',
  regionField = 'state',
}: Props & { regionField?: string; hint?: string }) {
  const id = useId()
  const country = useCountry(countryField)
  const { input: region } = useField<string>(regionField, { subscription: { value: true } })
  const cities = useMemo(() => {
    const chosen = region.value ? regionNamed(country, region.value) : undefined
    const found = chosen ? citiesOf(country, chosen.value) : regionsOf(country).flatMap((r) => r.cities)
    return [...new Set(found)].sort((a, b) => a.localeCompare(b, 'en'))
  }, [country, region.value])
  const listId = `${id}-cities`
  return (
    <div>
      <TextField
        name={name}
        label={label}
        hint={hint}
        maxLength={TEXT_MAX + 5}
        autoComplete="address-level2"
        list={cities.length ? listId : undefined}
      />
      {cities.length > 0 && <Suggestions id={listId} names={cities} />}
    </div>
  )
}

/** A datalist: the English name is what the field takes; the language's own name is shown beside it. */
function Suggestions({ id, names }: { id: string; names: string[] }) {
  const t = useT('places')
  return (
    <datalist id={id}>
      {names.map((name) => {
        const own = t.label(name)
        return <option key={name} value={name} label={own !== name ? own : undefined} />
      })}
    </datalist>
  )
}
