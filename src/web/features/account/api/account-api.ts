import { paths } from '@/config/paths'
import { type Answer, apiRequest } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'
import { getSupabase } from '@/lib/supabase'
import type { CheckoutAnswer, PatientOrder } from '@shared/orders/orders'
import type { PatientProfile, PatientProfileAnswer } from '@shared/patient-profile'
import type { Care } from '@shared/patient-wire'

import { patientRequest } from './patient-api'

// What /account reads and changes (docs/architecture.md, Patient accounts and the intake; docs/
// decisions/036-app-pages-read-and-change-through-the-router.md): My care from /patient/v1, the
// orders from /orders/v1 (features do not share code, so this feature asks the orders API
// itself), the patient's details from /patient/v1/profile, and the address proof through
// supabase-js.

export type OrderList = { orders: PatientOrder[] }

/** The page's reads, each answered on its own: one failing leaves the others shown. */
export type AccountData = {
  care: Answer<Care>
  orders: Answer<OrderList>
  profile: Answer<PatientProfileAnswer>
}

/** A change the page asks of its route's action. */
export type AccountChange =
  | { intent: 'cancel-order'; orderId: string }
  | { intent: 'pay-order'; orderId: string }
  | { intent: 'newsletter'; subscribed: boolean }
  | { intent: 'delete-account'; password: string }
  | { intent: 'export' }
  | { intent: 'profile'; profile: PatientProfile }
  | { intent: 'send-link'; email: string }

/** The changes after which nothing the page shows is different, so nothing is read again. */
export const keepsWhatIsShown: readonly AccountChange['intent'][] = [
  'export',
  'profile',
  'send-link',
  // The page is left (and the session ended) once the account is gone.
  'delete-account',
  // The page is left for Stripe's; the order is read when the patient comes back.
  'pay-order',
]

const noAnswer = { ok: false, status: NO_ANSWER, body: null } as const

function ordersRequest<T>(
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/orders/v1', path, init)
}

export async function readAccount(): Promise<Answer<AccountData>> {
  const [care, orders, profile] = await Promise.all([
    patientRequest<Care>('/care').catch(() => noAnswer),
    ordersRequest<OrderList>('/orders').catch(() => noAnswer),
    patientRequest<PatientProfileAnswer>('/profile').catch(() => noAnswer),
  ])
  return { ok: true, data: { care, orders, profile } }
}

/** The answer to a supabase-js call, in our API's shape. */
async function authAnswer(call: () => Promise<{ error: unknown }>): Promise<Answer<null>> {
  const { error } = await call()
  return error ? { ok: false, status: NO_ANSWER, body: null } : { ok: true, data: null }
}

export async function changeAccount(change: AccountChange): Promise<Answer<unknown>> {
  switch (change.intent) {
    case 'cancel-order':
      return ordersRequest(`/orders/${encodeURIComponent(change.orderId)}/cancel`, {
        method: 'POST',
      })
    case 'pay-order':
      // Pay now (docs/decisions/050-stripe-hosted-checkout.md): the hosted page's address, as
      // JSON, since a fetch cannot follow the redirect to Stripe's origin; the page goes there.
      return ordersRequest<CheckoutAnswer>(
        `/orders/${encodeURIComponent(change.orderId)}/checkout`,
        { method: 'POST', headers: { Accept: 'application/json' } },
      )
    case 'newsletter':
      return patientRequest('/newsletter', {
        method: 'PUT',
        body: { subscribed: change.subscribed },
      })
    case 'delete-account':
      return patientRequest('/account', { method: 'DELETE', body: { password: change.password } })
    case 'export':
      return patientRequest('/export')
    case 'profile':
      return patientRequest('/profile', { method: 'PUT', body: change.profile })
    case 'send-link': {
      // A sign-in link mailed to the address proves it; it creates no account.
      const supabase = await getSupabase()
      return authAnswer(() =>
        supabase.auth.signInWithOtp({
          email: change.email,
          options: {
            shouldCreateUser: false,
            emailRedirectTo: `${window.location.origin}${paths.account}`,
          },
        }),
      )
    }
  }
}
