// The ids that tie a question's control to its help and error (aria-describedby), and that the
// error summary links to. `control` is always the first focusable control of the question: the
// input, the select, or the first option of a group.

export function fieldIds(questionId: string) {
  const control = `intake-${questionId}`
  return { control, help: `${control}-help`, error: `${control}-error` }
}

/** An aria-describedby value from the ids that are there, or nothing when none is. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id))
  return present.length > 0 ? present.join(' ') : undefined
}
