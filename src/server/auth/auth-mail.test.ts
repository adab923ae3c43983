import { describe, expect, it } from 'vitest'

import {
  confirmationMail,
  emailChangeCurrentMail,
  emailChangedMail,
  emailChangeMail,
  emailInUseMail,
  magicLinkMail,
  recoveryMail,
  staffInviteMail,
} from './auth-mail'

// Every mail the auth API sends (auth-mail.ts): to the address asked for, a subject with no
// personal data in it (it shows in notification previews and mail logs), the one link on a line
// of its own with how long it works, and the team's signature.

const TO = 'grace.hopper@example.com'
const LINK = 'https://renewmedical.example/auth/v1/verify?token=abc&type=signup'

const withLink = [
  ['confirmation', confirmationMail, 'please confirm your e-mail address', '24 hours'],
  ['recovery', recoveryMail, 'reset your password', '1 hour'],
  ['staff invitation', staffInviteMail, 'choose your staff password', '1 hour'],
  ['magic link', magicLinkMail, 'your sign-in link', '1 hour'],
  ['new address', emailChangeMail, 'confirm your new e-mail address', '24 hours'],
  [
    'current address',
    emailChangeCurrentMail,
    'confirm the change of your e-mail address',
    '24 hours',
  ],
] as const

describe('the auth mails', () => {
  it.each(withLink)(
    '%s: its link alone on a line, how long it works, and no one named',
    (_, build, subject, expiry) => {
      const mail = build(TO, LINK)
      expect(mail.to).toBe(TO)
      expect(mail.subject).toBe(`Renew Medical: ${subject}`)
      expect(mail.subject).not.toContain('grace')
      expect(mail.text.split('\n')).toContain(LINK)
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([LINK])
      expect(mail.text).toContain(`The link works once and expires in ${expiry}`)
      expect(mail.text).not.toContain('grace')
      expect(mail.text.endsWith('\n\nWarm regards,\nThe Renew Medical team\n')).toBe(true)
    },
  )

  it('the notices without a link say what happened and what to do', () => {
    const changed = emailChangedMail(TO)
    expect(changed.subject).toBe('Renew Medical: your e-mail address was changed')
    expect(changed.text).toContain('This address no longer signs in.')
    expect(changed.text).toContain('If you did not do this, contact the clinic right away.')
    const inUse = emailInUseMail(TO)
    expect(inUse.subject).toBe('Renew Medical: someone tried to use your e-mail address')
    expect(inUse.text).toContain('This address already has an account, so nothing was changed.')
    for (const mail of [changed, inUse]) {
      expect(mail.to).toBe(TO)
      expect(mail.text).not.toMatch(/https?:\/\//)
      expect(mail.text.endsWith('\n\nWarm regards,\nThe Renew Medical team\n')).toBe(true)
    }
  })

  it('the current address is told the change waits for both links, and what to do if it was not them', () => {
    const text = emailChangeCurrentMail(TO, LINK).text
    expect(text).toContain('the change happens once both are opened')
    expect(text).toContain('If it was not you, do not open it and change your password')
  })
})
