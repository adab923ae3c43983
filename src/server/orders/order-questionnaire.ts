import type { OrderQuestionnaire } from '../../shared/orders/orders'
import type { Database } from '../db/database'
import { personKey, recordAudit } from '../lib/audit-log'
import { intakeDetail } from '../lib/intake-store/intake-detail'
import { PlainError } from '../middleware/wire-error'
import type { StaffMember } from './order-staff-service'

// The physician's view of an order's patient (docs/architecture.md, Orders): beside the review
// of the products that need one, the patient's latest health questionnaire — its flags, BMI and
// answers — as the intake review shows it. The patient is the order's account; an order placed
// as a guest is matched by its e-mail address to an account with that address, and the answer
// says so (docs/decisions/043-order-answers-and-deliberate-steps.md). Reading it is reading
// health data: audited as the intake review's read is (`intake.view`), in the read's own
// transaction, so the answers are never given without their record. A patient with no
// questionnaire is said to have none, and that read is audited too.

export type OrderQuestionnaireDeps = {
  db: Database
  /** The key the questionnaires are sealed with (migrations/0010). */
  intakeKey: Buffer
  /** The secret of the audit log's person keys (personKey). */
  auditSecret: string
  now: () => Date
}

const unknownOrder = () =>
  new PlainError(404, 'We could not find that order.', { code: 'not_found' })

export function createOrderQuestionnaire(deps: OrderQuestionnaireDeps) {
  const { intakeKey, now } = deps

  return {
    /** The latest submitted questionnaire of the order's patient, or none (the route asks `intakes.read`). */
    async orderQuestionnaire(staff: StaffMember, orderId: string): Promise<OrderQuestionnaire> {
      return deps.db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'user_id', 'email'])
          .where('id', '=', orderId)
          .executeTakeFirst()
        if (!order) throw unknownOrder()
        const byEmail = order.user_id
          ? undefined
          : await trx
              .selectFrom('users')
              .select('id')
              .where('email', '=', order.email.trim().toLowerCase())
              .executeTakeFirst()
        const userId = order.user_id ?? byEmail?.id ?? null
        const row = userId
          ? await trx
              .selectFrom('intake_responses')
              .selectAll()
              .where('user_id', '=', userId)
              .where('status', 'in', ['submitted', 'reviewed'])
              .orderBy('submitted_at', 'desc')
              .orderBy('id')
              .limit(1)
              .executeTakeFirst()
          : undefined
        const questionnaire = row ? await intakeDetail(trx, intakeKey, row) : null
        await recordAudit(
          trx,
          {
            actorId: staff.staffId,
            action: 'intake.view',
            target: row ? row.id : `order:${order.id}`,
            detail: {
              order: order.id,
              person: personKey(deps.auditSecret, order.email),
              ...(row ? {} : { questionnaire: null }),
            },
          },
          now(),
        )
        return {
          questionnaire,
          matchedBy: userId === null ? null : order.user_id ? 'account' : 'email',
        }
      })
    },
  }
}
