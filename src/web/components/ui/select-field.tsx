import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'

// A labelled native select: the platform's own picker on phones, keyboard and screen readers.

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
