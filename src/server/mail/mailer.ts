import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import nodemailer from 'nodemailer'

import type { Config } from '../env'
import type { Logger } from '../logger'

/** A text file sent with a mail (a calendar invitation). */
export type MailAttachment = { filename: string; contentType: string; content: string }

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: MailAttachment[]
  /**
   * `<key@domain>`. Set when the same message may be sent again (the outbox retries): a
   * receiver can then drop the repeat. Without it every send gets a new random one.
   */
  messageId?: string
}

export type Mailer = {
  send: (message: MailMessage) => Promise<void>
  /** The domain of the From address, which Message-IDs made with `messageIdFor` end in. */
  domain?: string
}

const FALLBACK_DOMAIN = 'renewmedical.example'

/**
 * `fs.writeFile` with a callback, as a promise: it writes through a plain descriptor, where the
 * promise API's makes a FileHandle for each file, at a higher CPU cost per mail
 * (docs/decisions/055-a-booking-at-500-a-second.md).
 */
const writeFile = promisify(fs.writeFile)

/** RFC 5322 msg-id, kept to characters that need no quoting (no spaces, no line breaks). */
const MESSAGE_ID = /^<[\w.!#$%&'*+/=?^`{|}~-]+@[\w.-]+>$/

/** A stable Message-ID for `key` (an outbox row id), in the mailer's own domain. */
export function messageIdFor(key: string, mailer: Pick<Mailer, 'domain'>): string {
  return `<${key}@${mailer.domain ?? FALLBACK_DOMAIN}>`
}

function checkMessageId(messageId: string | undefined): void {
  if (messageId !== undefined && !MESSAGE_ID.test(messageId)) {
    throw new Error('messageId must look like <key@domain>')
  }
}

// Bounds on one SMTP conversation (nodemailer's defaults are 2 and 10 minutes), so a stalled
// server fails the attempt well inside the outbox's claim lease (outbox.queries.ts). Settings
// in SMTP_URL's query string (`?socketTimeout=…`) still win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message becomes an
 * RFC 822 `.eml` file in `DATA_DIR/outbox/` (mode 0600) so a single-machine install
 * works without a mail server. Logs carry the file path or message id, never an address.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl' | 'publicUrlConfigured'>,
  logger: Logger,
): Mailer {
  const domain = senderDomain(config.publicUrlConfigured ? config.publicUrl : undefined)
  const from = `Renew Medical <no-reply@${domain}>`
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    return {
      domain,
      async send(message) {
        checkMessageId(message.messageId)
        const info = (await transport.sendMail({ from, ...message })) as { messageId?: string }
        logger.info({ messageId: info.messageId }, 'mail sent')
      },
    }
  }
  const outbox = path.join(config.dataDir, 'outbox')
  /**
   * The folder is made at the first mail, not before each (a call to the disk per mail under
   * load); made again at the next mail if it failed or was removed since.
   */
  let folder: Promise<unknown> | undefined
  const forget = (error: unknown) => {
    folder = undefined
    throw error
  }
  return {
    domain,
    async send(message) {
      checkMessageId(message.messageId)
      await (folder ??= fs.promises.mkdir(outbox, { recursive: true, mode: 0o700 }).catch(forget))
      const file = path.join(outbox, outboxFileName())
      await writeFile(file, composeMessage(from, message), { mode: 0o600, flag: 'wx' }).catch(
        forget,
      )
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
export function composeMessage(
  from: string,
  { to, subject, text, html, messageId, attachments = [] }: MailMessage,
): string {
  const headers = [
    `From: ${from}`,
    `To: ${to.replace(/[\r\n]/g, '')}`,
    `Subject: ${encodeHeader(subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${messageId ?? `<${randomUUID()}@${from.replace(/^.*@|>$/g, '')}>`}`,
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
  if (attachments.length > 0) {
    // multipart/mixed: the message first, then each file in base64 (its own CRLFs kept intact).
    const boundary = `=_renew_${randomBytes(12).toString('hex')}`
    body = [
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      body,
      ...attachments.flatMap((file) => [
        `--${boundary}`,
        `Content-Type: ${file.contentType.replace(/[\r\n]/g, '')}; charset=utf-8`,
        'Content-Transfer-Encoding: base64',
        `Content-Disposition: attachment; filename="${file.filename.replace(/["\r\n\\]/g, '')}"`,
        '',
        (
          Buffer.from(file.content, 'utf8')
            .toString('base64')
            .match(/.{1,76}/g) ?? []
        ).join('\r\n'),
      ]),
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
