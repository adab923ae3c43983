import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { captureLogger, makeTempDir } from '../testing'
import { createMailer, messageIdFor } from './mailer'

const message = {
  to: 'patient@example.com',
  subject: 'Renew Medical: please confirm your e-mail address',
  text: 'Hello!\n\nhttps://renewmedical.example/auth/v1/verify?token=abc&type=signup\n',
}

describe('mailer without SMTP', () => {
  it('writes an RFC 822 file to the outbox, readable only by us, and logs only its path', async () => {
    const dataDir = makeTempDir()
    const { logger, lines } = captureLogger()
    const mailer = createMailer(
      {
        dataDir,
        smtpUrl: undefined,
        publicUrl: 'https://renewmedical.example',
        publicUrlConfigured: true,
      },
      logger,
    )
    await mailer.send(message)
    await mailer.send({ ...message, subject: 'Second' })

    const outbox = path.join(dataDir, 'outbox')
    const files = fs.readdirSync(outbox).sort()
    expect(files).toHaveLength(2)
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true)
    const file = path.join(outbox, files[0]!)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    const raw = fs.readFileSync(file, 'utf8')
    const split = raw.indexOf('\r\n\r\n')
    const head = raw.slice(0, split)
    const body = raw.slice(split + 4)
    expect(head).toContain('From: Renew Medical <no-reply@renewmedical.example>')
    expect(head).toContain('To: patient@example.com')
    expect(head).toContain('Subject: Renew Medical: please confirm your e-mail address')
    expect(head).toMatch(/^Date: .+GMT$/m)
    expect(head).toMatch(/^Message-ID: <.+@renewmedical\.example>$/m)
    expect(head).toContain('Content-Type: text/plain; charset=utf-8')
    expect(body).toBe(
      'Hello!\r\n\r\nhttps://renewmedical.example/auth/v1/verify?token=abc&type=signup\r\n\r\n',
    )

    const log = lines.join('')
    expect(log).toContain(file)
    expect(log).not.toContain('patient@example.com')
    expect(log).not.toContain('token=abc')
  })

  it('makes the outbox folder again when it was removed between two mails', async () => {
    const { logger } = captureLogger()
    const dataDir = makeTempDir()
    const mailer = createMailer(
      {
        smtpUrl: undefined,
        dataDir,
        publicUrl: 'https://renewmedical.example',
        publicUrlConfigured: true,
      },
      logger,
    )
    const outbox = path.join(dataDir, 'outbox')
    await mailer.send(message)
    fs.rmSync(outbox, { recursive: true })
    // The first mail after the removal fails (the outbox tries it again); the next makes the folder.
    await expect(mailer.send(message)).rejects.toThrow('ENOENT')
    await mailer.send({ ...message, subject: 'Again' })
    expect(fs.readdirSync(outbox)).toHaveLength(1)
  })

  it('encodes a non-ASCII subject and adds an HTML part when given one', async () => {
    const dataDir = makeTempDir()
    const mailer = createMailer(
      {
        dataDir,
        smtpUrl: undefined,
        publicUrl: 'http://127.0.0.1:3000',
        publicUrlConfigured: false,
      },
      captureLogger().logger,
    )
    await mailer.send({ ...message, subject: 'Olá', html: '<p>Olá</p>' })
    const outbox = path.join(dataDir, 'outbox')
    const raw = fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]!), 'utf8')
    expect(raw).toContain(`Subject: =?UTF-8?B?${Buffer.from('Olá').toString('base64')}?=`)
    expect(raw).toContain('From: Renew Medical <no-reply@renewmedical.example>')
    expect(raw).toMatch(/Content-Type: multipart\/alternative; boundary="(.+)"/)
    expect(raw).toContain(
      'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n<p>Olá</p>',
    )
  })

  it('uses a Message-ID it is given (the outbox gives one per row), and refuses a malformed one', async () => {
    const dataDir = makeTempDir()
    const mailer = createMailer(
      {
        dataDir,
        smtpUrl: undefined,
        publicUrl: 'https://renewmedical.example',
        publicUrlConfigured: true,
      },
      captureLogger().logger,
    )
    const messageId = messageIdFor('0b0c5f0e-3f4a-4f7e-9d6b-2a1c3e5f7a9b', mailer)
    expect(messageId).toBe('<0b0c5f0e-3f4a-4f7e-9d6b-2a1c3e5f7a9b@renewmedical.example>')
    await mailer.send({ ...message, messageId })
    await mailer.send({ ...message, messageId })
    const outbox = path.join(dataDir, 'outbox')
    const ids = fs
      .readdirSync(outbox)
      .map((file) => /^Message-ID: (.*)$/m.exec(fs.readFileSync(path.join(outbox, file), 'utf8')))
    expect(ids.map((match) => match?.[1]?.trim())).toEqual([messageId, messageId])

    for (const bad of [
      'no-brackets@renewmedical.example',
      '<a@b>\r\nBcc: x@y.example',
      '<a b@c>',
    ]) {
      await expect(mailer.send({ ...message, messageId: bad }), bad).rejects.toThrow(
        'messageId must look like <key@domain>',
      )
    }
    expect(fs.readdirSync(outbox)).toHaveLength(2)
  })
})

// A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message.
const servers: net.Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  )
})

function fakeSmtpServer(): Promise<{ port: number; received: Promise<string> }> {
  let deliver: (data: string) => void = () => undefined
  const received = new Promise<string>((resolve) => (deliver = resolve))
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let data = ''
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            deliver(data)
            socket.write('250 OK queued\r\n')
          } else data += `${line}\r\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n')
        else if (/^DATA/i.test(line)) {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  servers.push(server)
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({ port, received })
    })
  })
}

describe('mailer with SMTP_URL', () => {
  it('delivers through SMTP and writes nothing to the outbox', async () => {
    const { port, received } = await fakeSmtpServer()
    const dataDir = makeTempDir()
    const mailer = createMailer(
      {
        dataDir,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        publicUrl: 'https://renewmedical.example',
        publicUrlConfigured: true,
      },
      captureLogger().logger,
    )
    await mailer.send(message)
    const data = await received
    expect(data).toContain('To: patient@example.com')
    expect(data).toContain('Subject: Renew Medical: please confirm your e-mail address')
    expect(data).toContain('From: Renew Medical <no-reply@renewmedical.example>')
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false)
  })

  it('sends the Message-ID it is given', async () => {
    const { port, received } = await fakeSmtpServer()
    const mailer = createMailer(
      {
        dataDir: makeTempDir(),
        smtpUrl: `smtp://127.0.0.1:${port}`,
        publicUrl: 'https://renewmedical.example',
        publicUrlConfigured: true,
      },
      captureLogger().logger,
    )
    expect(mailer.domain).toBe('renewmedical.example')
    await mailer.send({ ...message, messageId: '<row-1@renewmedical.example>' })
    expect(await received).toMatch(/^Message-ID: <row-1@renewmedical\.example>\r$/m)
  })
})
