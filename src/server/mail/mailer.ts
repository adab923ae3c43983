import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { type Config } from '../env'
import { type Logger } from '../logger'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
}

export type Mailer = {
  send: (message: MailMessage) => Promise<void>
}

const FALLBACK_DOMAIN = 'renewmedical.example'

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message becomes an
 * RFC 822 `.eml` file in `DATA_DIR/outbox/` (mode 0600) so a single-machine install
 * works without a mail server. Logs carry the file path or message id, never an address.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl' | 'publicUrlConfigured'>,
  logger: Logger,
): Mailer {
  const from = `Renew Medical <no-reply@${senderDomain(config.publicUrlConfigured ? config.publicUrl : undefined)}>`
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      async send(message) {
        const info = (await transport.sendMail({ from, ...message })) as { messageId?: string }
        logger.info({ messageId: info.messageId }, 'mail sent')
      },
    }
  }
  const outbox = path.join(config.dataDir, 'outbox')
  return {
    async send(message) {
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 })
      const file = path.join(outbox, outboxFileName())
      await fs.writeFile(file, composeMessage(from, message), { mode: 0o600, flag: 'wx' })
      logger.info({ file }, 'mail written to outbox')
    },
  }
}

function senderDomain(publicUrl: string | undefined): string {
  if (!publicUrl) return FALLBACK_DOMAIN
  const host = new URL(publicUrl).hostname
  // A bare IP or localhost is no sender domain.
  return host.includes('.') && !/^[\d.]+$/.test(host) ? host : FALLBACK_DOMAIN
}

let sequence = 0

/** Sortable by time of writing, unique across processes. */
function outboxFileName(): string {
  sequence = (sequence + 1) % 1_000_000
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`
}

/** A minimal RFC 5322 message: UTF-8 text (and optional HTML), 8bit, CRLF line ends. */
export function composeMessage(from: string, { to, subject, text, html }: MailMessage): string {
  const headers = [
    `From: ${from}`,
    `To: ${to.replace(/[\r\n]/g, '')}`,
    `Subject: ${encodeHeader(subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${from.replace(/^.*@|>$/g, '')}>`,
    'MIME-Version: 1.0',
  ]
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', body].join(
      '\r\n',
    )
  let body: string
  if (html === undefined) {
    body = part('text/plain', text)
  } else {
    const boundary = `=_renew_${randomBytes(12).toString('hex')}`
    body = [
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      part('text/plain', text),
      `--${boundary}`,
      part('text/html', html),
      `--${boundary}--`,
    ].join('\r\n')
  }
  return `${headers.join('\r\n')}\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`
}

/** RFC 2047 encoded-word for non-ASCII subjects; ASCII passes through. */
function encodeHeader(value: string): string {
  const singleLine = value.replace(/[\r\n]+/g, ' ')
  if (/^[\x20-\x7e]*$/.test(singleLine)) return singleLine
  return `=?UTF-8?B?${Buffer.from(singleLine, 'utf8').toString('base64')}?=`
}
