import { Hono } from 'hono'
import * as z from 'zod/mini'

import { CLINIC_PHONE } from '../../shared/clinic'
import { uuid } from '../../shared/ids'
import type { JoinOutcome, VideoVisits } from './video-visits'

// `GET /visit/join/{id}?s={sequence}&k={signature}`: the patient's link into a video visit, as
// mailed and shown in My care (docs/wire-contract.md, Video visits). A page a browser opens from
// a mail, so no API key: the link's signature is its proof. In the visit's window it redirects
// into the room with a token minted now (video-visits.ts); otherwise it is a short page saying
// when the room opens, or why the link leads nowhere. Nothing in these pages names the patient.

const joinQuery = z.object({
  s: z.string().check(z.regex(/^\d{1,4}$/)),
  k: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
})

export function createVideoJoinRoutes({ videos }: { videos: VideoVisits }) {
  const app = new Hono()

  app.get('/join/:id', async (c) => {
    // The link's signature must not travel on: not to the provider, not into any cache.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    const id = z.safeParse(uuid(), c.req.param('id'))
    const query = z.safeParse(joinQuery, c.req.query())
    if (!id.success || !query.success) {
      return c.html(
        page(
          'This video visit link is incomplete',
          'Please open the link from your e-mail again, whole, or join from My care.',
        ),
        400,
      )
    }
    const outcome = await videos.join(id.data, Number(query.data.s), query.data.k)
    if (outcome.kind === 'open') return c.redirect(outcome.url, 302)
    return c.html(pageFor(outcome), outcome.kind === 'early' ? 200 : 410)
  })

  return app
}

function pageFor(outcome: Exclude<JoinOutcome, { kind: 'open' }>): string {
  if (outcome.kind === 'early') {
    const format = (at: Date, withDay: boolean) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: outcome.timeZone,
        ...(withDay ? { weekday: 'long', month: 'long', day: 'numeric' } : {}),
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(at)
    return page(
      'Your video visit has not opened yet',
      `Your visit is on ${format(outcome.start, true)}. Its video room opens 15 minutes before, at ${format(outcome.opensAt, false)}. Please come back to this link then.`,
    )
  }
  if (outcome.kind === 'over') {
    return page(
      'This video visit has ended',
      `Its video room is closed. To see us again, book a visit, or call us at ${CLINIC_PHONE.display}.`,
    )
  }
  return page(
    'This video visit link no longer works',
    `The visit was moved or cancelled. If it was moved, use the link in the e-mail with the new time, or join from My care. Questions? Call us at ${CLINIC_PHONE.display}.`,
  )
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A small page of its own: the site's app is not needed to say one thing. Unstyled, since the
 * site's policy admits no inline style (middleware/security-headers.ts).
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | Renew Medical</title>
</head>
<body>
<main>
<p>Renew Medical</p>
<h1>${escape(title)}</h1>
<p>${escape(body)}</p>
<p><a href="/account">Go to My care</a></p>
</main>
</body>
</html>`
}
