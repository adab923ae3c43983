import { type FormEvent, useRef, useState } from 'react'
import type * as React from 'react'
import type { ZodMiniType } from 'zod/mini'

// The one way a form checks what was typed (docs/decisions/037-one-form-hook.md): the shared
// zod schema (src/shared, the one the server checks) on submit; then, once submitted, each field
// again as it changes, so an error goes as soon as it is put right. The fields are the
// browser's own (uncontrolled): what a visitor typed before the page's code ran is read from
// them, never wiped. A failed check focuses the first field in error, in the form's order, and
// a refusal from the server is shown on its field with `setError`.

type FieldValue = string | boolean
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export type FormErrors<Name extends string> = Partial<Record<Name, { message: string }>>

/** What `register` spreads onto an `<input>`, `<select>` or `<textarea>`. */
export type FieldRegistration = {
  name: string
  ref: (element: FieldElement | null) => (() => void) | undefined
  onChange: (event: React.ChangeEvent<FieldElement>) => void
  defaultValue?: string
  defaultChecked?: boolean
  /** A radio's own value, when the field is a group of radios. */
  value?: string
}

const isChoice = (element: FieldElement, type: 'checkbox' | 'radio') =>
  element instanceof HTMLInputElement && element.type === type

/** A field's value: a checkbox's tick, the chosen radio of a group ('' for none), else its text. */
function valueOf(first: FieldElement, elements: readonly FieldElement[]): FieldValue {
  if (isChoice(first, 'checkbox')) return (first as HTMLInputElement).checked
  if (isChoice(first, 'radio')) {
    return elements.find((element) => (element as HTMLInputElement).checked)?.value ?? ''
  }
  return first.value
}

/** Whether `a` comes before `b` on the page. */
const before = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

/** The element of `elements` that comes first on the page. */
const firstOnPage = (elements: readonly FieldElement[]) =>
  elements.reduce<FieldElement | undefined>(
    (first, element) => (first && before(first, element) ? first : element),
    undefined,
  )

/** The first message for each top-level field, as the schema orders its checks. */
function errorsOf<Name extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FormErrors<Name> {
  const errors: FormErrors<Name> = {}
  for (const issue of issues) {
    const name = issue.path[0]
    if (typeof name === 'string' && !(name in errors)) {
      errors[name as Name] = { message: issue.message }
    }
  }
  return errors
}

export function useZodForm<Input extends Record<string, FieldValue>, Output>(
  schema: ZodMiniType<Output, Input>,
  { defaultValues }: { defaultValues: Input },
) {
  type Name = keyof Input & string
  // A name's elements: one for a text, a select or a checkbox, each radio of a group.
  const fields = useRef(new Map<Name, FieldElement[]>())
  const submitted = useRef(false)
  const [errors, setErrors] = useState<FormErrors<Name>>({})
  const [isSubmitting, setSubmitting] = useState(false)

  function getValues(): Input
  function getValues<N extends Name>(name: N): Input[N]
  function getValues(name?: Name) {
    const values: Record<string, FieldValue> = { ...defaultValues }
    for (const [field, elements] of fields.current) {
      const [first] = elements
      if (first) values[field] = valueOf(first, elements)
    }
    return name === undefined ? (values as Input) : values[name]
  }

  function check(values: Input) {
    const result = schema.safeParse(values)
    return result.success
      ? { data: result.data, errors: {} as FormErrors<Name> }
      : { data: undefined, errors: errorsOf<Name>(result.error.issues) }
  }

  /** Focuses the field in error that comes first on the page (not first registered). */
  function focusFirst(found: FormErrors<Name>) {
    const inError = [...fields.current].flatMap(([name, elements]) => (found[name] ? elements : []))
    firstOnPage(inError)?.focus()
  }

  /** Spread on a field; a radio of a group passes its own `value`. */
  function register(name: Name, { value }: { value?: string } = {}): FieldRegistration {
    const initial = defaultValues[name]
    const choice =
      value !== undefined
        ? { value, defaultChecked: initial === value }
        : typeof initial === 'boolean'
          ? { defaultChecked: initial }
          : { defaultValue: String(initial) }
    return {
      name,
      // React calls the returned cleanup when the element goes (or the callback changes).
      ref: (element) => {
        if (!element) return
        const kept = (fields.current.get(name) ?? []).filter((other) => other !== element)
        fields.current.set(name, [...kept, element])
        return () => {
          const left = (fields.current.get(name) ?? []).filter((kept) => kept !== element)
          if (left.length > 0) fields.current.set(name, left)
          else fields.current.delete(name)
        }
      },
      onChange: () => {
        if (!submitted.current) return
        const message = check(getValues()).errors[name]
        setErrors((current) => ({ ...current, [name]: message }))
      },
      ...choice,
    }
  }

  function handleSubmit(
    onValid: (data: Output) => void | Promise<void>,
    onInvalid?: (errors: FormErrors<Name>) => void,
  ) {
    return async (event?: FormEvent) => {
      event?.preventDefault()
      submitted.current = true
      const { data, errors: found } = check(getValues())
      setErrors(found)
      if (data === undefined) {
        focusFirst(found)
        onInvalid?.(found)
        return
      }
      setSubmitting(true)
      try {
        await onValid(data)
      } finally {
        setSubmitting(false)
      }
    }
  }

  /** Shows `message` on the field, as a refusal from the server; focuses it when asked. */
  function setError(name: Name, message: string, { shouldFocus = false } = {}) {
    setErrors((current) => ({ ...current, [name]: { message } }))
    if (shouldFocus) firstOnPage(fields.current.get(name) ?? [])?.focus()
  }

  /** Puts every field back to `values` (the defaults when none are given) and forgets errors. */
  function reset(values: Input = defaultValues) {
    for (const [name, elements] of fields.current) {
      const value = values[name]
      for (const element of elements) {
        if (isChoice(element, 'checkbox')) (element as HTMLInputElement).checked = value === true
        else if (isChoice(element, 'radio')) {
          ;(element as HTMLInputElement).checked = element.value === value
        } else element.value = String(value)
      }
    }
    submitted.current = false
    setErrors({})
  }

  return { register, handleSubmit, setError, reset, getValues, formState: { errors, isSubmitting } }
}
