// The form parts the workspace's pages share: a labelled select and a form's refusal.

import type { Choice } from '@/components/ui/select-field'

export { type Choice, SelectField } from '@/components/ui/select-field'
export { FormAlert } from '@/components/ui/form-alert'

/** The choices of a list of values, labelled. */
export function choicesOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): Choice[] {
  return values.map((value) => ({ value, label: labels[value] }))
}
