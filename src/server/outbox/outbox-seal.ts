import { hkdfSync } from 'node:crypto'

import { keyFingerprint, openJson, sealJson } from '../lib/sealed-json'

// What a queued mail must not hold in clear while it waits (docs/decisions/
// 029-outbox-sealed-links-and-scrubbed-rows.md): a booking's manage link carries the raw token
// that opens the visit, which the appointments table keeps only as a hash. The mail's text names
// such a value by a placeholder, `{{sealed:<name>}}`; the values are stored AES-256-GCM sealed
// under a key derived from the intake key, bound to the outbox row's id, and put into the text
// only in memory, at delivery. Once delivered (or given up) the row's payload is emptied.

const INFO = 'renew-medical/outbox-sealed-values/v1'

/**
 * The outbox's key: HKDF-SHA256 of the intake key (not JWT_SECRET, whose file is in every
 * backup and which may be rotated). Its own key, so a sealed outbox value never opens as intake
 * data or the other way round.
 *
 * Derived once per intake key, not once per mail: the derivation cost more than sealing a
 * booking's mails (docs/decisions/034-booking-counts-in-its-transaction.md). The cache is keyed
 * by the intake key itself — the buffer, and its bytes as they were when derived — so another
 * key (a rotation, or a test's) derives its own; it lives in memory only and is never logged.
 */
export function outboxKey(intakeKey: Buffer): Buffer {
  const known = derived.get(intakeKey)
  if (known && known.from.equals(intakeKey)) return known.key
  const key = Buffer.from(hkdfSync('sha256', intakeKey, Buffer.alloc(0), INFO, 32))
  derived.set(intakeKey, { from: Buffer.from(intakeKey), key })
  return key
}

/** Outbox keys by the intake key they come from (see outboxKey). */
const derived = new WeakMap<Buffer, { from: Buffer; key: Buffer }>()
/** Each outbox key's public id, worked out (an HMAC) once per key, cached as outboxKey is. */
const keyIds = new WeakMap<Buffer, { of: Buffer; id: string }>()

function keyId(key: Buffer): string {
  const known = keyIds.get(key)
  if (known && known.of.equals(key)) return known.id
  const id = keyFingerprint(key, 'renew-medical/outbox-key-id/v1')
  keyIds.set(key, { of: Buffer.from(key), id })
  return id
}

/** The placeholder a mail's text carries where a sealed value goes. */
export function sealedPlaceholder(name: string): string {
  return `{{sealed:${name}}}`
}

export class SealedOutboxError extends Error {
  override name = 'SealedOutboxError'
}

export function sealValues(key: Buffer, rowId: string, values: Record<string, string>): string {
  return sealJson(key, keyId(key), `outbox/${rowId}`, values)
}

export function openValues(key: Buffer, rowId: string, stored: string): Record<string, string> {
  return openJson(key, keyId(key), `outbox/${rowId}`, stored, (why) => {
    if (why.kind === 'not-sealed') {
      return new SealedOutboxError(`outbox message ${rowId} holds no sealed values`)
    }
    if (why.kind === 'other-key') {
      return new SealedOutboxError(
        `outbox message ${rowId} was sealed under another key (${why.sealedWith}, this server ` +
          `has ${keyId(key)}): start it with the intake key it was written with`,
      )
    }
    return new SealedOutboxError(`outbox message ${rowId} failed its integrity check`)
  }) as Record<string, string>
}

/** `text` with every placeholder of `values` replaced by its value. */
export function fillSealed(text: string, values: Record<string, string>): string {
  let filled = text
  for (const [name, value] of Object.entries(values)) {
    // A function, so `$&` and the like in a value are not replacement patterns.
    filled = filled.replaceAll(sealedPlaceholder(name), () => value)
  }
  return filled
}
