import { type Kysely, sql } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Self-service booking (docs/architecture.md, Booking; docs/decisions/022-booking-slots.md), in
// FHIR's shape: clinics (Location), clinicians with the states they are licensed in
// (Practitioner / PractitionerRole), a clinician's weekly hours at one place (Schedule), time off
// (exceptions), and booked visits (Appointment, with FHIR's status names). Free slots are worked
// out from the hours, never stored. Instants are ISO 8601 UTC text; weekly hours are wall-clock
// times in the schedule's IANA time zone, because "9 to 5 on Mondays" stays 9 to 5 across a
// daylight-saving change.
//
// A slot is never given twice: a partial unique index on (clinician, start) over every visit
// that is not cancelled holds it, so two confirmations at the same moment — in one process or in
// several, on SQLite or PostgreSQL — make one appointment and one constraint error. A retried
// confirmation is recognised by its idempotency key, also unique.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clinic_locations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    // USPS code of the state the clinic is in.
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('clinicians')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // "MD, Medical Director", shown to the patient beside the name.
    .addColumn('title', 'text', (col) => col.notNull())
    // USPS codes, comma-separated ("TX,OK"): where they may treat by telehealth.
    .addColumn('licensed_states', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('schedules')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('clinician_id', 'text', (col) =>
      col.notNull().references('clinicians.id').onDelete('cascade'),
    )
    // A clinic, or null for telehealth (phone and video visits).
    .addColumn('location_id', 'text', (col) =>
      col.references('clinic_locations.id').onDelete('cascade'),
    )
    .addColumn('time_zone', 'text', (col) => col.notNull())
    // 20 or 30
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('buffer_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON: [{ weekday: 0-6, start: 'HH:MM', end: 'HH:MM' }], wall-clock in time_zone.
    .addColumn('hours', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('schedules_clinician_idx')
    .on('schedules')
    .column('clinician_id')
    .execute()

  await db.schema
    .createTable('schedule_exceptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('clinician_id', 'text', (col) =>
      col.notNull().references('clinicians.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('schedule_exceptions_clinician_idx')
    .on('schedule_exceptions')
    .columns(['clinician_id', 'ends_at'])
    .execute()

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('clinician_id', 'text', (col) => col.notNull().references('clinicians.id'))
    .addColumn('schedule_id', 'text', (col) => col.references('schedules.id').onDelete('set null'))
    .addColumn('location_id', 'text', (col) =>
      col.references('clinic_locations.id').onDelete('set null'),
    )
    // phone | video | clinic
    .addColumn('visit_type', 'text', (col) => col.notNull())
    // booked | cancelled | fulfilled | noshow (FHIR Appointment.status)
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    // The patient's account when they were signed in (or an account later made with the
    // address); the contact details are kept either way, as a guest has only those.
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('patient_state', 'text')
    // The consultation request this booking answers, which then moves to "booked".
    .addColumn('consultation_id', 'text', (col) =>
      col.references('consultation_requests.id').onDelete('set null'),
    )
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    // The last reschedule's key, so a retried reschedule changes nothing twice.
    .addColumn('change_key', 'text')
    // SHA-256 of the signed link's token: the link manages the booking without an account.
    .addColumn('manage_token_hash', 'text', (col) => col.notNull())
    // The calendar file's SEQUENCE: bumped on every change the patient's calendar must follow.
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    // Staff member who booked it for the patient, if one did.
    .addColumn('booked_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    // patient | staff
    .addColumn('cancelled_by', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await sql`create unique index appointments_slot_held_idx on appointments (clinician_id, start_at)
    where status <> 'cancelled'`.execute(db)
  await db.schema
    .createIndex('appointments_start_idx')
    .on('appointments')
    .columns(['start_at'])
    .execute()
  await db.schema
    .createIndex('appointments_email_idx')
    .on('appointments')
    .columns(['email'])
    .execute()
  await db.schema
    .createIndex('appointments_user_idx')
    .on('appointments')
    .columns(['user_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointments').execute()
  await db.schema.dropTable('schedule_exceptions').execute()
  await db.schema.dropTable('schedules').execute()
  await db.schema.dropTable('clinicians').execute()
  await db.schema.dropTable('clinic_locations').execute()
}
