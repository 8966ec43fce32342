import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form } from 'react-final-form'
import { describe, expect, it } from 'vitest'
import { countryOptions } from '../../../shared/options'
import { SelectField } from './fields'
import { CityField, RegionField } from './place-fields'

function renderPlace(initialValues: Record<string, string>) {
  const latest: { values: Record<string, string> } = { values: {} }
  render(
    <Form onSubmit={() => undefined} initialValues={initialValues}>
      {({ values }) => {
        latest.values = values
        return (
          <>
            <SelectField name="country" label="Country" options={countryOptions} />
            <RegionField name="state" label="State" />
            <CityField name="city" label="City (optional)" />
          </>
        )
      }}
    </Form>,
  )
  return latest
}

const suggestions = (input: HTMLElement) =>
  [...document.querySelectorAll(`datalist[id="${input.getAttribute('list')}"] option`)].map(
    (o) => (o as HTMLOptionElement).value,
  )

describe('RegionField and CityField', () => {
  it('offer the UAE’s emirates to choose from and the emirate’s cities as suggestions', async () => {
    const form = renderPlace({ country: 'uae' })
    const state = await screen.findByRole('combobox', { name: 'State' })
    expect(screen.getAllByRole('option', { name: /Abu Dhabi|Dubai|Umm Al Quwain/ })).toHaveLength(3)
    await userEvent.selectOptions(state, 'Abu Dhabi')
    expect(form.values.state).toBe('Abu Dhabi')
    expect(suggestions(screen.getByRole('combobox', { name: 'City (optional)' }))).toEqual([
      'Abu Dhabi',
      'Al Ain',
    ])
  })

  it('take typed text where the country has no whole list, and drop another country’s region', async () => {
    const form = renderPlace({ country: 'uae', state: 'Dubai', city: 'Dubai' })
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Kenya')
    const region = await screen.findByRole('combobox', { name: 'State or region (optional)' })
    await waitFor(() => expect(form.values.state).toBeUndefined())
    expect(suggestions(region)).toContain('Nairobi')
    await userEvent.type(region, 'Nakuru')
    expect(form.values.state).toBe('Nakuru')
    // What was typed for the city stays: nothing a family entered is lost.
    expect(form.values.city).toBe('Dubai')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France')
    expect(screen.getByRole('textbox', { name: 'State or region (optional)' })).not.toHaveAttribute('list')
  })
})
