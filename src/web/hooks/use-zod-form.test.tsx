import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { z } from 'zod/mini'

import { useZodForm } from './use-zod-form'

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter your name.')),
  email: z.string().check(z.regex(/^[^@\s]+@[^@\s]+$/, 'Enter a valid e-mail address.')),
  agree: z.boolean().check(z.refine((value) => value, 'Please agree.')),
})
type Input = z.input<typeof schema>

/** Presses Send and lets the submission settle, its state updates inside act. */
async function send() {
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    return Promise.resolve()
  })
}

function Form({ onValid }: { onValid: (data: Input) => void | Promise<void> }) {
  const { register, handleSubmit, setError, reset, formState } = useZodForm(schema, {
    defaultValues: { name: '', email: '', agree: false },
  })
  const { errors, isSubmitting } = formState
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...register('name')} />
      <p>{errors.name?.message}</p>
      <label htmlFor="email">E-mail</label>
      <input id="email" {...register('email')} />
      <p>{errors.email?.message}</p>
      <label htmlFor="agree">Agree</label>
      <input id="agree" type="checkbox" {...register('agree')} />
      <p>{errors.agree?.message}</p>
      <button type="submit">{isSubmitting ? 'Sending…' : 'Send'}</button>
      <button
        type="button"
        onClick={() => setError('email', 'Already taken.', { shouldFocus: true })}
      >
        Refuse
      </button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
    </form>
  )
}

test('a submit checks every field, shows each first error and focuses the first field in error', async () => {
  const onValid = vi.fn()
  render(<Form onValid={onValid} />)
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } })
  await send()

  expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy()
  expect(screen.getByText('Please agree.')).toBeTruthy()
  expect(screen.queryByText('Enter your name.')).toBeNull()
  expect(document.activeElement).toBe(screen.getByLabelText('E-mail'))
  expect(onValid).not.toHaveBeenCalled()
})

test('once submitted, a field is checked again as it changes, so its error goes when put right', async () => {
  render(<Form onValid={vi.fn()} />)
  await send()
  expect(screen.getByText('Enter your name.')).toBeTruthy()

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'G' } })
  expect(screen.queryByText('Enter your name.')).toBeNull()
  // The others keep theirs until they change.
  expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy()
})

test('before any submit, typing shows no error', () => {
  render(<Form onValid={vi.fn()} />)
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not an address' } })
  expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull()
})

test('what is in the fields is what is sent, even if typed before any handler saw it', async () => {
  const onValid = vi.fn()
  render(<Form onValid={onValid} />)
  // As text typed into the prerendered page before its code ran: no change event at all.
  screen.getByLabelText<HTMLInputElement>('Name').value = 'Grace Hopper'
  screen.getByLabelText<HTMLInputElement>('E-mail').value = 'grace@example.com'
  screen.getByLabelText<HTMLInputElement>('Agree').checked = true
  await send()

  expect(onValid).toHaveBeenCalledWith({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    agree: true,
  })
})

test('isSubmitting holds while the submission is under way', async () => {
  let finish = () => {}
  render(<Form onValid={() => new Promise<void>((resolve) => (finish = resolve))} />)
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'grace@example.com' } })
  fireEvent.click(screen.getByLabelText('Agree'))
  await send()
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy()

  await act(() => {
    finish()
    return Promise.resolve()
  })
  expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
})

test('a refusal from the server shows on its field; reset empties the fields and the errors', () => {
  render(<Form onValid={vi.fn()} />)
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'grace@example.com' } })
  fireEvent.click(screen.getByLabelText('Agree'))
  fireEvent.click(screen.getByRole('button', { name: 'Refuse' }))
  expect(screen.getByText('Already taken.')).toBeTruthy()
  expect(document.activeElement).toBe(screen.getByLabelText('E-mail'))

  fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
  expect(screen.queryByText('Already taken.')).toBeNull()
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('')
  expect(screen.getByLabelText<HTMLInputElement>('Agree').checked).toBe(false)
})

const visitSchema = z.object({
  reason: z.string().check(z.minLength(1, 'Say why.')),
  kind: z.enum(['video', 'clinic'], 'Choose how.'),
})

/** A radio group, and a field that appears above the others only once asked for. */
function VisitForm({ onValid }: { onValid: (data: z.output<typeof visitSchema>) => void }) {
  const [withReason, setWithReason] = useState(false)
  const { register, handleSubmit, reset } = useZodForm(visitSchema, {
    defaultValues: { reason: '', kind: '' },
  })
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      {withReason ? (
        <>
          <label htmlFor="reason">Reason</label>
          <input id="reason" {...register('reason')} />
        </>
      ) : null}
      <fieldset>
        <legend>How</legend>
        <input id="video" type="radio" {...register('kind', { value: 'video' })} />
        <label htmlFor="video">Video</label>
        <input id="clinic" type="radio" {...register('kind', { value: 'clinic' })} />
        <label htmlFor="clinic">In the clinic</label>
      </fieldset>
      <button type="button" onClick={() => setWithReason(true)}>
        Add a reason
      </button>
      <button type="button" onClick={() => reset({ reason: '', kind: 'clinic' })}>
        Reset
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

test('a radio group is one field: its chosen radio is its value, and reset chooses again', async () => {
  const onValid = vi.fn()
  render(<VisitForm onValid={onValid} />)
  await send()
  expect(document.activeElement).toBe(screen.getByLabelText('Video'))

  fireEvent.click(screen.getByLabelText('In the clinic'))
  fireEvent.click(screen.getByRole('button', { name: 'Add a reason' }))
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Check-up' } })
  await send()
  expect(onValid).toHaveBeenLastCalledWith({ reason: 'Check-up', kind: 'clinic' })

  fireEvent.click(screen.getByLabelText('Video'))
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
  expect(screen.getByLabelText<HTMLInputElement>('In the clinic').checked).toBe(true)
  expect(screen.getByLabelText<HTMLInputElement>('Video').checked).toBe(false)
})

test('focus goes to the field in error that comes first on the page, not the first registered', async () => {
  render(<VisitForm onValid={vi.fn()} />)
  fireEvent.click(screen.getByRole('button', { name: 'Add a reason' }))
  await send()
  // The reason was registered after the radios, but sits above them.
  expect(document.activeElement).toBe(screen.getByLabelText('Reason'))
})
