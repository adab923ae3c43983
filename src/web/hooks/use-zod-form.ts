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
  ref: (element: FieldElement | null) => void
  onChange: (event: React.ChangeEvent<FieldElement>) => void
  defaultValue?: string
  defaultChecked?: boolean
}

function valueOf(element: FieldElement): FieldValue {
  return element instanceof HTMLInputElement && element.type === 'checkbox'
    ? element.checked
    : element.value
}

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
  const fields = useRef(new Map<Name, FieldElement>())
  const submitted = useRef(false)
  const [errors, setErrors] = useState<FormErrors<Name>>({})
  const [isSubmitting, setSubmitting] = useState(false)

  function getValues(): Input
  function getValues<N extends Name>(name: N): Input[N]
  function getValues(name?: Name) {
    const values: Record<string, FieldValue> = { ...defaultValues }
    for (const [field, element] of fields.current) values[field] = valueOf(element)
    return name === undefined ? (values as Input) : values[name]
  }

  function check(values: Input) {
    const result = schema.safeParse(values)
    return result.success
      ? { data: result.data, errors: {} as FormErrors<Name> }
      : { data: undefined, errors: errorsOf<Name>(result.error.issues) }
  }

  function focusFirst(found: FormErrors<Name>) {
    for (const [name, element] of fields.current) {
      if (found[name]) {
        element.focus()
        return
      }
    }
  }

  function register(name: Name): FieldRegistration {
    const initial = defaultValues[name]
    return {
      name,
      ref: (element) => {
        if (element) fields.current.set(name, element)
        else fields.current.delete(name)
      },
      onChange: () => {
        if (!submitted.current) return
        const message = check(getValues()).errors[name]
        setErrors((current) => ({ ...current, [name]: message }))
      },
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: initial }),
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
    if (shouldFocus) fields.current.get(name)?.focus()
  }

  /** Puts every field back to `values` (the defaults when none are given) and forgets errors. */
  function reset(values: Input = defaultValues) {
    for (const [name, element] of fields.current) {
      const value = values[name]
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        element.checked = value === true
      } else element.value = String(value)
    }
    submitted.current = false
    setErrors({})
  }

  return { register, handleSubmit, setError, reset, getValues, formState: { errors, isSubmitting } }
}
