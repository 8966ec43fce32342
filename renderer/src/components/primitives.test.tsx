import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'
import { Button } from './button'
import { Modal } from './modal'
import { Tabs } from './tabs'

const items = ['One', 'Two', 'Three'].map((t) => ({ title: t, content: <p>{t} body</p> }))

describe('Accordion', () => {
  it('keeps one item open in single mode', async () => {
    render(<Accordion items={items} mode="single" defaultOpen={[0]} />)
    expect(screen.getByText('One body')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Two' }))
    expect(screen.getByText('Two body')).toBeVisible()
    expect(screen.queryByText('One body')).not.toBeVisible()
    expect(screen.getByRole('button', { name: 'One' })).toHaveAttribute('aria-expanded', 'false')
  })
  it('lets several be open in multiple mode', async () => {
    render(<Accordion items={items} mode="multiple" defaultOpen={[0]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Three' }))
    expect(screen.getByText('One body')).toBeVisible()
    expect(screen.getByText('Three body')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'One' }))
    expect(screen.queryByText('One body')).not.toBeVisible()
  })
})

describe('Tabs', () => {
  it('opens the default tab and moves with the arrow keys', async () => {
    render(
      <Tabs
        label="Facts"
        items={items.map((i) => ({ label: i.title, content: i.content }))}
        defaultIndex={1}
      />,
    )
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two body')
    screen.getByRole('tab', { name: 'Two' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three body')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true')
  })
})

function ModalHarness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open it</button>
      <Modal open={open} onClose={() => setOpen(false)} title="A dialog">
        <input aria-label="First" />
        <button>Last</button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('moves focus in, traps Tab, closes on Escape and the close icon, and returns focus', async () => {
    render(<ModalHarness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }))
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeInTheDocument()
    expect(screen.getByLabelText('First')).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('Button', () => {
  it('shows its busy label and cannot be pressed while busy', () => {
    render(
      <Button busy busyLabel="Logging in...">
        Login
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
  })
})
