import { type MailMessage } from '../mail/mailer'

// Short, friendly and branded. Subjects carry no personal data (they show up in
// notification previews and mail logs); bodies carry only the link.

const signature = '\n\nWarm regards,\nThe Renew Medical team\n'
const ignore = "If you didn't ask for this, you can ignore this e-mail."

export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: please confirm your e-mail address',
    text:
      `Welcome to Renew Medical!\n\nPlease confirm your e-mail address by opening this link:\n\n${link}\n\n` +
      `The link works once and expires in 24 hours. ${ignore}${signature}`,
  }
}

export function recoveryMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: reset your password',
    text:
      `We received a request to reset your Renew Medical password.\n\n` +
      `Open this link to sign in and choose a new password:\n\n${link}\n\n` +
      `The link works once and expires in 1 hour. ${ignore}${signature}`,
  }
}

export function emailChangeMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: confirm your new e-mail address',
    text:
      `Please confirm that you want to use this address for your Renew Medical account:\n\n` +
      `${link}\n\nThe link works once and expires in 24 hours. ${ignore}${signature}`,
  }
}
