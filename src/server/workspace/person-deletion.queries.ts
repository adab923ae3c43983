import { type ExpressionBuilder, sql } from 'kysely'

import type { PersonDeletion } from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import type { DB } from '../db/schema'
import { linkedAddresses } from './person-links.queries'
import { isStaffMetadata } from './queue.queries'

// A person's deletion (a patient's request under consumer-health-data law; docs/decisions/
// 042-a-person-deleted-whole-and-merged-by-link.md): everything held under their address and every
// address merged with it — consultation requests with their pipelines and timelines (events,
// attempts, notes), guide downloads, the newsletter, visits booked or held, staff's recorded
// contacts, the merges, the patient account with its questionnaires, sessions, refresh tokens and
// second factors, and the outbox messages that carry any of it. Orders are kept as accounting
// records, their name, e-mail, phone and address cleared. The audit log stays: it names people
// only by a keyed hash (lib/audit-log.ts). One transaction, the audit record inside it.

type Eb = ExpressionBuilder<DB, keyof DB>

/** The ids of what a person holds, read inside the transaction that counts or deletes them. */
type Held = {
  emails: string[]
  consultations: string[]
  events: number
  downloads: string[]
  newsletter: string[]
  appointments: string[]
  accounts: string[]
  staffAccounts: number
  questionnaires: number
  contacts: number
  links: number
  orders: string[]
  outbox: string[]
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

/** `lower(column)` is one of the lower-cased `emails`. */
const lowerIn = (eb: Eb, column: string, emails: string[]) =>
  eb(sql<string>`lower(${sql.ref(column)})`, 'in', emails)

/** A LIKE pattern that finds `text` anywhere, its wildcards escaped with `!`. */
const containing = (text: string) => `%${text.replace(/[!%_]/g, '!$&')}%`

async function gather(trx: Database, emails: string[]): Promise<Held> {
  const lead = (table: 'consultation_requests' | 'download_requests' | 'newsletter_subscribers') =>
    trx
      .selectFrom(table)
      .select('id')
      .where((eb) => lowerIn(eb as Eb, 'email', emails))
      .execute()
      .then(ids)
  const consultations = await lead('consultation_requests')
  const downloads = await lead('download_requests')
  const newsletter = await lead('newsletter_subscribers')
  const users = await trx
    .selectFrom('users')
    .select(['id', 'raw_app_meta_data'])
    .where('email', 'in', emails)
    .execute()
  const accounts = users.filter((user) => !isStaffMetadata(user.raw_app_meta_data)).map((u) => u.id)
  // Visits and orders under the addresses, and those placed while signed in to the account
  // whatever address they carry.
  const byAddressOrAccount = (eb: Eb) =>
    eb.or([
      lowerIn(eb, 'email', emails),
      ...(accounts.length > 0 ? [eb('user_id', 'in', accounts)] : []),
    ])
  const appointments = ids(
    await trx
      .selectFrom('appointments')
      .select('id')
      .where((eb) => byAddressOrAccount(eb as Eb))
      .execute(),
  )
  const orders = ids(
    await trx
      .selectFrom('orders')
      .select('id')
      .where((eb) => byAddressOrAccount(eb as Eb))
      .execute(),
  )
  const count = async (query: Promise<{ n: number | string | bigint }[]>) =>
    Number((await query)[0]?.n ?? 0)
  const events =
    consultations.length === 0
      ? 0
      : await count(
          trx
            .selectFrom('consultation_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('request_id', 'in', consultations)
            .execute(),
        )
  const questionnaires =
    accounts.length === 0
      ? 0
      : await count(
          trx
            .selectFrom('intake_responses')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', 'in', accounts)
            .execute(),
        )
  const contacts = await count(
    trx
      .selectFrom('person_contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', 'in', emails)
      .execute(),
  )
  const links = await count(
    trx
      .selectFrom('person_links')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('from_email', 'in', emails), eb('into_email', 'in', emails)]))
      .execute(),
  )
  // A message carries its record's id (a lead's webhook body, a visit's reminders, an order's
  // mails — booking/booking-mail.ts, orders/order-mail.ts) or the address it is sent to.
  const carried = [...consultations, ...downloads, ...newsletter, ...appointments, ...orders]
  const outbox = ids(
    await trx
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          ...carried.flatMap((id) => [
            eb('payload', 'like', `%${id}%`),
            eb('id', 'like', `%${id}%`),
          ]),
          ...emails.map(
            (email) =>
              sql<boolean>`lower(${sql.ref('payload')}) like ${containing(email)} escape '!'`,
          ),
        ]),
      )
      .execute(),
  )
  return {
    emails,
    consultations,
    events,
    downloads,
    newsletter,
    appointments,
    accounts,
    staffAccounts: users.length - accounts.length,
    questionnaires,
    contacts,
    links,
    orders,
    outbox,
  }
}

function counted(held: Held): PersonDeletion {
  return {
    addresses: held.emails.length,
    consultations: held.consultations.length,
    events: held.events,
    downloads: held.downloads.length,
    newsletter: held.newsletter.length,
    appointments: held.appointments.length,
    questionnaires: held.questionnaires,
    contacts: held.contacts,
    account: held.accounts.length,
    outbox: held.outbox.length,
    links: held.links,
    ordersKept: held.orders.length,
    staffAccounts: held.staffAccounts,
  }
}

/**
 * The addresses a deletion covers: with `linked`, the person's and every one merged with it (the
 * staff's deletion); without, the one address (a patient deleting their own account: a merge is
 * staff's judgement, and must not let one account erase another's records).
 */
async function addressesOf(db: Database, email: string, linked: boolean): Promise<string[]> {
  return linked ? linkedAddresses(db, email) : [email.trim().toLowerCase()]
}

/** What deleting the person under `email` would remove and keep, counted; nothing changes. */
export async function previewDeletion(
  db: Database,
  email: string,
  { linked }: { linked: boolean },
): Promise<{ emails: string[]; deletion: PersonDeletion }> {
  return db.transaction().execute(async (trx) => {
    const held = await gather(trx, await addressesOf(trx, email, linked))
    return { emails: held.emails, deletion: counted(held) }
  })
}

/**
 * Erase a person: everything held under their addresses (see above), orders kept without their
 * details. A staff account is never removed this way (`npm run staff -- remove` first). One
 * transaction: all of it or nothing, `record` (the audit record) inside it.
 */
export async function deletePerson(
  db: Database,
  email: string,
  /** Given what was deleted and the addresses it covered (the person's first). */
  record: (trx: Database, deletion: PersonDeletion, emails: string[]) => Promise<void>,
  { linked }: { linked: boolean } = { linked: true },
): Promise<PersonDeletion> {
  return db.transaction().execute(async (trx) => {
    const held = await gather(trx, await addressesOf(trx, email, linked))
    const { emails } = held
    const remove = async (
      table: 'outbox' | 'appointments' | 'consultation_requests',
      list: string[],
    ) => {
      // Chunks keep each statement under SQLite's and PostgreSQL's parameter limits.
      for (let at = 0; at < list.length; at += 500) {
        await trx
          .deleteFrom(table)
          .where('id', 'in', list.slice(at, at + 500))
          .execute()
      }
    }
    await remove('outbox', held.outbox)
    await remove('appointments', held.appointments)
    // Pipelines and timelines go with their request (cascade, 0009).
    await remove('consultation_requests', held.consultations)
    for (const table of ['download_requests', 'newsletter_subscribers'] as const) {
      await trx
        .deleteFrom(table)
        .where((eb) => lowerIn(eb as Eb, 'email', emails))
        .execute()
    }
    await trx.deleteFrom('person_contacts').where('email', 'in', emails).execute()
    await trx
      .deleteFrom('person_links')
      .where((eb) => eb.or([eb('from_email', 'in', emails), eb('into_email', 'in', emails)]))
      .execute()
    await anonymizeOrders(trx, held.orders)
    if (held.accounts.length > 0) {
      await trx.deleteFrom('intake_responses').where('user_id', 'in', held.accounts).execute()
      // Sessions, refresh tokens and second factors go with it (cascade, 0002 and 0007).
      await trx.deleteFrom('users').where('id', 'in', held.accounts).execute()
    }
    const deletion = counted(held)
    await record(trx, deletion, emails)
    return deletion
  })
}

/**
 * An order stays an accounting record of what was sold, for how much, when and how it went:
 * its number, lines, amounts, dates, state, payment and carrier. Who it was for goes — name,
 * e-mail, phone, street, city and ZIP, the account — and so does what a physician wrote about it
 * (the reasons may speak of health). The state shipped to stays: sales tax is owed by state.
 */
async function anonymizeOrders(trx: Database, orders: string[]): Promise<void> {
  if (orders.length === 0) return
  await trx
    .updateTable('orders')
    .set({
      user_id: null,
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      ship_line1: '',
      ship_line2: null,
      ship_city: '',
      ship_zip: '',
      reason: null,
      tracking: null,
    })
    .where('id', 'in', orders)
    .execute()
  await trx
    .updateTable('order_lines')
    .set({ review_reason: null })
    .where('order_id', 'in', orders)
    .execute()
  // An event's detail is a reason given, a payment reference or a tracking number: the payment's
  // reference is the accounts' own, the rest is the person's.
  await trx
    .updateTable('order_events')
    .set({ detail: null })
    .where('order_id', 'in', orders)
    .where('to_state', '!=', 'paid')
    .execute()
}
