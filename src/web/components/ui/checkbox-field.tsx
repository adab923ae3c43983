import type * as React from 'react'

/** A checkbox with its label; when disabled, `hint` says why in words, tied to the box. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  id: string
  label: React.ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  hint?: string
}) {
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-teal disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-foreground">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="basis-full text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
