/**
 * The patient's own calendar date, `YYYY-MM-DD`, in their time zone: the server counts their age
 * on it (docs/wire-contract.md, Patient API), so it must be the date on their wall, not UTC's.
 */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
