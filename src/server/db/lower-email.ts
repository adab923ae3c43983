import { sql } from 'kysely'

/** `lower(column) = email`, lower-cased: e-mail addresses match whatever their capitals. */
export const lowerEmail = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${email.trim().toLowerCase()}`
