import { type Kysely, sql } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// The online health intake (docs/architecture.md, Patient accounts and the intake): one row per
// questionnaire a patient starts, with the answers — and the reasons drawn from them, and the
// physician's note — only as AES-256-GCM ciphertext (src/server/patient/intake-crypto.ts). In
// clear: whose it is, which program and questionnaire version, where it stands, and the
// provisional outcome and flag that order the staff review queue. A patient has at most one
// questionnaire in progress per program: a partial unique index holds that, not a check in code,
// so two devices saving the first answer at once make one draft. It goes with the account
// (cascade).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('intake_responses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // weight-loss | mens-health
    .addColumn('program', 'text', (col) => col.notNull())
    .addColumn('questionnaire_version', 'text', (col) => col.notNull())
    // in-progress | submitted | reviewed
    .addColumn('status', 'text', (col) => col.notNull())
    // The answers as a FHIR QuestionnaireResponse, then the assessment: encrypted JSON.
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('assessment', 'text')
    // likely-fit | talk-first | not-eligible-online, once submitted
    .addColumn('outcome', 'text')
    // 1 when the answers hold something staff should look at first (a hard stop, borderline BMI).
    .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
    // ready-for-consultation | needs-call | not-eligible-online, with a note the patient sees
    // (encrypted), once reviewed.
    .addColumn('decision', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('reviewed_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('step', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text')
    .execute()
  await sql`create unique index intake_responses_one_draft_idx on intake_responses (user_id, program)
    where status = 'in-progress'`.execute(db)
  await db.schema
    .createIndex('intake_responses_user_idx')
    .on('intake_responses')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('intake_responses_review_idx')
    .on('intake_responses')
    .columns(['status', 'submitted_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('intake_responses').execute()
}
