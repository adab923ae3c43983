import { type Answer, apiRequest } from '@/lib/api-request'

// A patient's own data, /patient/v1 (docs/wire-contract.md, Patient API). What it answers is
// declared once, in src/shared/patient-wire.ts, for the server and the pages alike.

export function patientRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/patient/v1', path, init)
}
