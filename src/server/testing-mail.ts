import fs from 'node:fs'
import path from 'node:path'

// Helpers for server tests that read the mail the app sent: without SMTP_URL every message
// lands in the data folder's outbox as an .eml file (mail/mailer.ts).

export type OutboxMessage = { file: string; to: string; subject: string; text: string }

/** The messages in an outbox, oldest first (file names sort by time of writing). */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  if (!fs.existsSync(outboxDir)) return []
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(outboxDir, name)
      const raw = fs.readFileSync(file, 'utf8')
      const split = raw.indexOf('\r\n\r\n')
      const head = raw.slice(0, split)
      const header = (field: string) =>
        new RegExp(`^${field}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
      return { file, to: header('To'), subject: header('Subject'), text: raw.slice(split + 4) }
    })
}

/** The newest message to `to`, or undefined. */
export function lastMailTo(outboxDir: string, to: string): OutboxMessage | undefined {
  return readOutbox(outboxDir)
    .filter((message) => message.to === to)
    .at(-1)
}

/** The first http(s) link in a message body. */
export function linkIn(message: OutboxMessage | undefined): string {
  const link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0]
  if (!link) throw new Error('no link in the message')
  return link
}

/** Fetch an e-mail link as a browser would, without following the redirect. */
export async function openLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  const hash = location.indexOf('#')
  return {
    status: response.status,
    location,
    base: hash < 0 ? location : location.slice(0, hash),
    fragment: new URLSearchParams(hash < 0 ? '' : location.slice(hash + 1)),
  }
}
