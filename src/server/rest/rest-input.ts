import type { Context } from 'hono'

import { spamFields } from '../../shared/leads'
import { type ApiCaller, SESSION_NOT_LIVE } from '../lib/api-caller'
import { type LeadTableDefinition, SPAM_FIELD_NAMES } from './lead-tables'
import { badBody, RestError, unknownColumn } from './rest-errors'

// What /rest/v1 reads from a request before it touches a table: the caller, `Prefer`, and an
// insert's body and `columns` (rest.routes.ts). Each refusal is PostgREST's error.

/** A caller the API serves: the anon role or a signed-in user. */
export type Caller = Extract<ApiCaller, { kind: 'anon' } | { kind: 'user' }>

/** The caller, or the gateway's and PostgREST's refusal of a missing key or a bad token. */
export function admitted(resolved: ApiCaller): Caller {
  switch (resolved.kind) {
    case 'no-api-key':
      // The gateway's own body (Kong), as for /auth/v1.
      throw new RestError(401, 'no_api_key', 'No API key found in request')
    case 'bad-api-key':
      throw new RestError(401, 'invalid_api_key', 'Invalid API key')
    case 'bad-token': {
      const description = resolved.expired
        ? 'JWT expired'
        : resolved.reason === SESSION_NOT_LIVE
          ? 'JWT session has ended'
          : 'JWT could not be verified'
      throw new RestError(
        401,
        resolved.expired ? 'PGRST303' : 'PGRST301',
        description,
        null,
        null,
        {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
        },
      )
    }
    default:
      return resolved
  }
}

/** `Prefer` may hold several comma-separated preferences (docs/wire-contract.md, Headers). */
export function parsePrefer(header: string | undefined): { return?: string; count?: string } {
  const result: { return?: string; count?: string } = {}
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().split('=')
    if (name === 'return' && value) result.return = value
    if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      result.count = value
    }
  }
  return result
}

/** An insert's body: JSON only, one row, known columns; its column values and spam fields apart. */
export async function readLeadBody(c: Context, lead: LeadTableDefinition) {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(contentType)) {
    throw new RestError(
      415,
      'PGRST107',
      `Content-Type not acceptable: ${contentType.slice(0, 64) || '(none)'}`,
    )
  }
  const body = parseBody(await c.req.text())
  checkColumnsParam(lead, new URL(c.req.url).searchParams.get('columns'))
  return splitBody(lead, body)
}

/** A lead is a few short fields; anything bigger is not a form submission. */
export const MAX_LEAD_BODY_BYTES = 16 * 1024

function parseBody(text: string): Record<string, unknown> {
  if (Buffer.byteLength(text) > MAX_LEAD_BODY_BYTES) {
    throw new RestError(
      413,
      'PGRST413',
      `Request body too large (max ${MAX_LEAD_BODY_BYTES} bytes)`,
    )
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badBody('Empty or invalid json')
  }
  // postgrest-js sends arrays for bulk inserts; a lead is one visitor, one row.
  if (Array.isArray(body)) {
    if (body.length !== 1) throw badBody('Insert one lead per request')
    body = body[0]
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badBody('The body must be a JSON object of column values')
  }
  return body as Record<string, unknown>
}

function checkColumnsParam(lead: LeadTableDefinition, columns: string | null) {
  if (columns === null) return
  for (const raw of columns.split(',')) {
    const name = raw.trim().replace(/^"|"$/g, '')
    if (!Object.hasOwn(lead.writable, name) && !SPAM_FIELD_NAMES.includes(name)) {
      throw unknownColumn(lead.name, name.slice(0, 64))
    }
  }
}

/** Column values → the shared schema's fields; the spam fields aside; anything else refused. */
function splitBody(lead: LeadTableDefinition, body: Record<string, unknown>) {
  const fields: Record<string, unknown> = {}
  const spam: { honeypot?: unknown; elapsed?: unknown } = {}
  for (const [key, value] of Object.entries(body)) {
    if (key === spamFields.honeypot) spam.honeypot = value
    else if (key === spamFields.elapsed) spam.elapsed = value
    else if (Object.hasOwn(lead.writable, key)) fields[lead.writable[key]!] = value
    else if (Object.hasOwn(lead.columns, key)) {
      throw new RestError(
        400,
        'PGRST204',
        `The '${key}' column of '${lead.name}' is set by the server`,
      )
    } else throw unknownColumn(lead.name, key.slice(0, 64))
  }
  return { fields, spam }
}
