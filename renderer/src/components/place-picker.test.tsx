import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form } from 'react-final-form'
import { describe, expect, it, vi } from 'vitest'
import type { Place } from '../../../shared/api'
import { PlacePicker } from './place-picker'

const place = (name: string, region: string, country: string, timeZone: string): Place => ({
  id: `${country}-${name}`.toLowerCase(),
  name,
  region,
  country,
  latitude: 0,
  longitude: 0,
  timeZone,
})
const CHENNAI = place('Chennai', 'Tamil Nadu', 'India', 'Asia/Kolkata')
const CHENGALPATTU = place('Chengalpattu', 'Tamil Nadu', 'India', 'Asia/Kolkata')

function renderPicker(search: (q: string) => Promise<Place[]>) {
  const latest: { values: { placeId?: string } } = { values: {} }
  render(
    <Form onSubmit={() => undefined}>
      {({ values: v }) => {
        latest.values = v
        return <PlacePicker name="placeId" label="Place of birth" initialText="" search={search} />
      }}
    </Form>,
  )
  return latest
}

describe('PlacePicker', () => {
  it('searches as the person types and picks with the arrow keys and Enter', async () => {
    const search = vi.fn(async () => [CHENNAI, CHENGALPATTU])
    const form = renderPicker(search)
    const box = screen.getByRole('combobox', { name: 'Place of birth' })
    await userEvent.type(box, 'Chen')
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible())
    expect(search).toHaveBeenLastCalledWith('Chen')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Chennai, Tamil Nadu, India',
      'Chengalpattu, Tamil Nadu, India',
    ])
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: /Chengalpattu/ })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    expect(box).toHaveValue('Chengalpattu, Tamil Nadu, India')
    expect(form.values.placeId).toBe('india-chengalpattu')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('forgets the chosen place when the text changes, and says when nothing is found', async () => {
    const form = renderPicker(async (q) => (q.startsWith('Chen') ? [CHENNAI] : []))
    const box = screen.getByRole('combobox', { name: 'Place of birth' })
    await userEvent.type(box, 'Chen')
    await userEvent.click(await screen.findByRole('option', { name: /Chennai/ }))
    expect(form.values.placeId).toBe('india-chennai')
    await userEvent.type(box, 'x')
    expect(form.values.placeId).toBeFalsy()
    await userEvent.clear(box)
    await userEvent.type(box, 'Xyz')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/No place found/))
  })
})
