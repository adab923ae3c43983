import { currentStaffAccess } from '@/features/auth/api/current-user'
import { apiRequest } from '@/lib/api-request'
import type { PatientProfile, PatientProfileAnswer } from '@shared/patient-profile'

/**
 * The signed-in patient's profile (docs/wire-contract.md, Patient API, Profile), for the loaders
 * of the pages that offer it again: /book's details and /checkout's contact and address
 * (docs/decisions/047-details-typed-once-and-prices-all-in.md). A guest asks nothing (no session
 * is even loaded); a read that fails is null, and the page falls back to what the session holds.
 */
export async function readOwnProfile(): Promise<PatientProfile | null> {
  const { user } = await currentStaffAccess()
  if (!user) return null
  try {
    const answer = await apiRequest<PatientProfileAnswer>('/patient/v1', '/profile')
    return answer.ok ? answer.data.profile : null
  } catch {
    return null
  }
}
