import type { MailMessage } from '../mail/mailer'

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

/** `npm run staff -- add` of an existing account: the new staff member chooses a password. */
export function staffInviteMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: choose your staff password',
    text:
      `You have been given staff access to Renew Medical.\n\n` +
      `Open this link to sign in and choose your password:\n\n${link}\n\n` +
      `The link works once and expires in 1 hour; if it has expired, ask whoever gave you ` +
      `access for a new one. If you did not expect this, tell the clinic.${signature}`,
  }
}

export function magicLinkMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: your sign-in link',
    text:
      `Open this link to sign in to your Renew Medical account and confirm this e-mail address:

` +
      `${link}

The link works once and expires in 1 hour. ${ignore}${signature}`,
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

/** Secure e-mail change: the link to the current address (GoTrue's "change e-mail" to the old). */
export function emailChangeCurrentMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: confirm the change of your e-mail address',
    text:
      `Someone asked to move your Renew Medical account to a new e-mail address.\n\n` +
      `If it was you, confirm it from this address by opening this link; a link was also sent ` +
      `to the new address, and the change happens once both are opened:\n\n${link}\n\n` +
      `The link works once and expires in 24 hours. If it was not you, do not open it and ` +
      `change your password: your account stays on this address.${signature}`,
  }
}

/** Told to the old address once a change completed, so a takeover does not go unnoticed. */
export function emailChangedMail(to: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: your e-mail address was changed',
    text:
      `The e-mail address of your Renew Medical account was changed, after the links sent to ` +
      `this address and to the new one were both opened. This address no longer signs in.\n\n` +
      `If you did not do this, contact the clinic right away.${signature}`,
  }
}

/**
 * Sent to an address that already has an account when another account asks to move to it:
 * the requester learns nothing (the answer looks like any change), the owner is told.
 */
export function emailInUseMail(to: string): MailMessage {
  return {
    to,
    subject: 'Renew Medical: someone tried to use your e-mail address',
    text:
      `Someone asked to move another Renew Medical account to this e-mail address. ` +
      `This address already has an account, so nothing was changed. ${ignore}${signature}`,
  }
}
