// Which field a refusal from /staff/v1 is about: a 400 names the input its message is about
// (`field`, the path of the first problem the server's schema found; docs/wire-contract.md), so
// a form shows it on that field (docs/decisions/037-one-form-hook.md). Any other refusal is the
// form's, shown in its alert.

/** `body.field` when it is one of the form's `names`, else undefined. */
export function refusedField<Name extends string>(
  body: unknown,
  names: readonly Name[],
): Name | undefined {
  const field =
    typeof body === 'object' && body !== null && 'field' in body ? body.field : undefined
  return names.find((name) => name === field)
}
