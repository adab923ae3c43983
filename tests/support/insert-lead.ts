/**
 * POSTs one consultation request to a running server as the form sends it (the anon key, spam
 * fields that pass) and answers the status; the body is read so the connection is free again.
 * Shared by the crash and backup harnesses, which count the 201s and look for those rows later.
 */
export async function insertConsultationLead(
  server: { url: string; anonKey: string },
  email: string,
  firstName: string,
): Promise<number> {
  const response = await fetch(`${server.url}/rest/v1/consultation_requests`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${server.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      first_name: firstName,
      last_name: 'Test',
      email,
      phone: '555 010 0000',
      hear_about_us: 'Other',
      email_opt_in: false,
      sms_opt_in: false,
      website: '',
      form_elapsed_ms: 5000,
    }),
  })
  await response.arrayBuffer()
  return response.status
}
