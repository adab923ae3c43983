// The own APIs answer camelCase (docs/decisions/035-own-api-conventions.md, Casing) while the
// tables keep their snake_case column names: a row read whole (a person's export, a visit as
// stored) is renamed here, at the wire, once — with the type that says what it becomes, so the
// server's mapping and the page read the same names.

/** `first_name` → `firstName`; a name without an underscore is left as it is. */
export type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name

/** An object with each key renamed by `CamelCase`, values untouched (one level deep). */
export type CamelKeys<Row> = { [Key in keyof Row as CamelCase<Key & string>]: Row[Key] }

/** The camelCase of one snake_case name, as `CamelCase` types it. */
export function camelCase<Name extends string>(name: Name): CamelCase<Name> {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) =>
    letter.toUpperCase(),
  ) as CamelCase<Name>
}

/** The row with each key in camelCase; values untouched (one level deep). */
export function camelKeys<Row extends object>(row: Row): CamelKeys<Row> {
  const renamed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) renamed[camelCase(key)] = value
  return renamed as CamelKeys<Row>
}
