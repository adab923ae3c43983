import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'

// The form parts the workspace's pages share: a labelled select and a form's refusal.

export type Choice = { value: string; label: string }

export function SelectField({
  id,
  label,
  value,
  onChange,
  choices,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  choices: readonly Choice[]
}) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring md:text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** Why a form was refused; nothing when it was not. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}

/** The choices of a list of values, labelled. */
export function choicesOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): Choice[] {
  return values.map((value) => ({ value, label: labels[value] }))
}
