/**
 * What a lead insert answers: PostgREST's error shape (`null` on 201) and the HTTP status
 * (0 when the request never reached the server).
 */
export type LeadInsertResult = {
  error: { code: string; message: string; details: string | null; hint: string | null } | null
  status: number
}
