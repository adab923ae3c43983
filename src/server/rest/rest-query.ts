import { badQuery, RestError } from './rest-errors'

// The subset of PostgREST's query language the staff dashboard uses (docs/wire-contract.md, Reads):
// `select`, `col=op.value` filters, `or=(…)`, `order`, `limit`, `offset`. Everything is
// checked against the table's columns before it reaches SQL; values are always bound.

export type ColumnType = 'text' | 'boolean' | 'timestamp'
export type Columns = Readonly<Record<string, ColumnType>>

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

/** A bound value: text, a 0/1 boolean column value, or NULL (for `is`). */
export type FilterValue = string | number | null

export type Filter = {
  column: string
  operator: FilterOperator
  /** `in` carries a list; every other operator one value. */
  value: FilterValue | FilterValue[]
  negated: boolean
}

/** A top-level filter, or an `or=(…)` group of filters. */
export type Condition = Filter | { any: Filter[] }

export type Order = { column: string; ascending: boolean; nullsFirst: boolean | undefined }

export type ReadQuery = {
  columns: string[]
  conditions: Condition[]
  order: Order[]
  limit: number | undefined
  offset: number
}

/** The most rows one request returns (PostgREST's db-max-rows). */
export const MAX_ROWS = 1000
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'or',
  'and',
  'columns',
  'on_conflict',
])
const MAX_CONDITIONS = 20
const MAX_VALUE_LENGTH = 500

export function parseReadQuery(
  table: string,
  columns: Columns,
  params: URLSearchParams,
): ReadQuery {
  const column = (name: string) => checkColumn(table, columns, name)
  const query: ReadQuery = {
    columns: parseSelect(params.get('select'), columns, column),
    conditions: [],
    order: parseOrder(params.get('order'), column),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset') ?? 0,
  }
  for (const [key, raw] of params) {
    if (key === 'or') {
      query.conditions.push({ any: parseOrGroup(raw, columns, column) })
    } else if (key === 'and') {
      throw badQuery('"and" groups are not supported', `Unsupported parameter: ${key}`)
    } else if (!RESERVED.has(key)) {
      query.conditions.push(parseFilter(column(key), raw, columns))
    }
  }
  if (query.conditions.length > MAX_CONDITIONS) {
    throw badQuery(`Too many filters (at most ${MAX_CONDITIONS})`)
  }
  return query
}

function checkColumn(table: string, columns: Columns, name: string): string {
  if (!Object.hasOwn(columns, name)) {
    throw new RestError(400, '42703', `column ${table}.${name} does not exist`)
  }
  return name
}

function parseSelect(
  raw: string | null,
  columns: Columns,
  column: (name: string) => string,
): string[] {
  const list = (raw ?? '*').replace(/\s+/g, '')
  if (list === '*' || list === '') return Object.keys(columns)
  return [
    ...new Set(
      list.split(',').map((name) => {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
          throw badQuery(
            'Only plain column names can be selected',
            `Unexpected select item: ${name.slice(0, 64)}`,
          )
        }
        return column(name)
      }),
    ),
  ]
}

function parseOrder(raw: string | null, column: (name: string) => string): Order[] {
  if (!raw) return []
  return raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.')
    let ascending = true
    let nullsFirst: boolean | undefined
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') ascending = modifier === 'asc'
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nullsFirst = modifier === 'nullsfirst'
      else
        throw badQuery(
          `"failed to parse order (${term.slice(0, 64)})"`,
          `Unexpected order modifier: ${modifier.slice(0, 32)}`,
        )
    }
    return { column: column(name), ascending, nullsFirst }
  })
}

function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw badQuery(`"${name}" must be a non-negative whole number`)
  return Number(raw)
}

/** `op.value` or `not.op.value` (a top-level filter's value). */
function parseFilter(column: string, raw: string, columns: Columns): Filter {
  let rest = raw
  let negated = false
  if (rest.startsWith('not.')) {
    negated = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const operator = rest.slice(0, dot < 0 ? undefined : dot)
  if (dot < 0 || !(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw badQuery(
      `"failed to parse filter (${raw.slice(0, 64)})"`,
      `Unknown operator in ${column}=${raw.slice(0, 64)}`,
    )
  }
  const op = operator as FilterOperator
  const text = rest.slice(dot + 1)
  return { column, operator: op, value: convertValue(column, columns[column]!, op, text), negated }
}

function convertValue(
  column: string,
  type: ColumnType,
  operator: FilterOperator,
  text: string,
): FilterValue | FilterValue[] {
  if (text.length > MAX_VALUE_LENGTH)
    throw badQuery(`Filter value too long (at most ${MAX_VALUE_LENGTH} characters)`)
  if (operator === 'is') {
    const lowered = text.toLowerCase()
    if (lowered === 'null') return null
    if (type === 'boolean' && (lowered === 'true' || lowered === 'false'))
      return lowered === 'true' ? 1 : 0
    throw badQuery(
      `"failed to parse filter (is.${text.slice(0, 32)})"`,
      'is accepts null, true or false',
    )
  }
  if (operator === 'in') {
    if (!text.startsWith('(') || !text.endsWith(')')) {
      throw badQuery(
        `"failed to parse filter (in.${text.slice(0, 32)})"`,
        'in expects a list: in.(a,b)',
      )
    }
    return splitList(text.slice(1, -1)).map((item) => typedValue(column, type, unquote(item)))
  }
  if (operator === 'like' || operator === 'ilike') {
    // PostgREST's `*` wildcard; matching is done on text for every column type.
    return unquote(text).replaceAll('*', '%')
  }
  return typedValue(column, type, unquote(text))
}

function typedValue(column: string, type: ColumnType, text: string): FilterValue {
  if (type === 'boolean') {
    if (text === 'true' || text === 'false') return text === 'true' ? 1 : 0
    throw new RestError(
      400,
      '22P02',
      `invalid input syntax for type boolean: "${text.slice(0, 64)}"`,
    )
  }
  if (type === 'timestamp') {
    const time = Date.parse(text)
    if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time)) {
      throw new RestError(
        400,
        '22007',
        `invalid input syntax for type timestamp with time zone: "${text.slice(0, 64)}"`,
        `Column ${column}`,
      )
    }
    // Stored timestamps are ISO-8601 UTC text (ADR 003): compare like with like.
    return new Date(time).toISOString()
  }
  return text
}

/** `(a.op.v,b.op.v)`: a flat OR of filters (nested and/or groups are not supported). */
function parseOrGroup(raw: string, columns: Columns, column: (name: string) => string): Filter[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw badQuery(
      `"failed to parse logic tree (${raw.slice(0, 64)})"`,
      'or expects a list: or=(a.eq.1,b.eq.2)',
    )
  }
  const items = splitList(raw.slice(1, -1))
  if (items.length === 0 || items.length > MAX_CONDITIONS) {
    throw badQuery(
      `"failed to parse logic tree (${raw.slice(0, 64)})"`,
      `or needs 1 to ${MAX_CONDITIONS} filters`,
    )
  }
  return items.map((item) => {
    const dot = item.indexOf('.')
    if (dot < 0) throw badQuery(`"failed to parse logic tree (${raw.slice(0, 64)})"`)
    const name = item.slice(0, dot)
    if (name === 'or' || name === 'and' || name === 'not') {
      throw badQuery('Nested logic trees are not supported', `Unexpected ${name} in or`)
    }
    return parseFilter(column(name), item.slice(dot + 1), columns)
  })
}

/** Split on commas outside double quotes and parentheses. */
function splitList(text: string): string[] {
  const items: string[] = []
  let current = ''
  let depth = 0
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      current += char
      if (char === '\\' && i + 1 < text.length) current += text[++i]
      else if (char === '"') quoted = false
    } else if (char === '"') {
      quoted = true
      current += char
    } else if (char === '(') {
      depth++
      current += char
    } else if (char === ')') {
      depth--
      current += char
    } else if (char === ',' && depth === 0) {
      items.push(current)
      current = ''
    } else {
      current += char
    }
  }
  if (quoted || depth !== 0) throw badQuery('Unbalanced quotes or parentheses in a filter')
  if (current !== '' || items.length > 0) items.push(current)
  return items
}

/** `"a \"b\""` → `a "b"`; unquoted text is returned as is. */
function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text
  return text.slice(1, -1).replace(/\\(.)/g, '$1')
}
