/** 'May 12, 2025' from '2025-05-12', the same on the server and in every browser time zone. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** '20,000' — thousands separated, as counts are written in US English. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(count)
}
