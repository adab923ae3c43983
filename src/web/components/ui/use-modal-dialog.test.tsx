import { fireEvent, render, screen } from '@testing-library/react'

import { useModalDialog } from './use-modal-dialog'

function Harness({ onClosed }: { onClosed?: () => void }) {
  const dialog = useModalDialog(onClosed)
  return (
    <>
      <button type="button" onClick={(event) => dialog.open(event.currentTarget)}>
        Open
      </button>
      <dialog {...dialog.dialogProps} aria-labelledby="title">
        <h2 id="title" tabIndex={-1}>
          Title
        </h2>
        <button type="button">First</button>
        <button type="button" onClick={dialog.close}>
          Last
        </button>
      </dialog>
    </>
  )
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole<HTMLDialogElement>('dialog', { name: 'Title' }) }
}

test('Shift+Tab from the title, which is not a control, goes round to the last control', () => {
  render(<Harness />)
  const { dialog } = openDialog()
  screen.getByRole('heading', { name: 'Title' }).focus()
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }))
  fireEvent.keyDown(dialog, { key: 'Tab' })
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }))
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }))
})

test('Escape closes it, focus goes back to the opener, and onClosed runs', () => {
  const onClosed = vi.fn()
  render(<Harness onClosed={onClosed} />)
  const { opener, dialog } = openDialog()
  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(dialog.open).toBe(false)
  expect(document.activeElement).toBe(opener)
  expect(onClosed).toHaveBeenCalledOnce()
})

test('opened by the browser (no call of open), the code closes it all the same', () => {
  render(<Harness />)
  const dialog = document.querySelector('dialog')!
  dialog.open = true
  fireEvent.click(screen.getByRole('button', { name: 'Last' }))
  expect(dialog.open).toBe(false)
})
