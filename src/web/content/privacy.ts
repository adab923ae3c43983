import { paths } from '@/config/paths'

// Legal pages linked from the footer. Plain, short and true to how the site works: forms are
// stored on our own server, there are no third-party trackers, and nothing is sold.

type LegalSection = {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  after?: readonly string[]
}

type LegalPage = {
  title: string
  description: string
  heading: string
  intro: readonly string[]
  sections: readonly LegalSection[]
  contactHeading: string
  contactIntro: string
  related?: { text: string; label: string; href: string }
}

export const privacyPolicy = {
  title: 'Privacy Policy — Renew Medical',
  description:
    'How Renew Medical collects, uses and protects the personal information you share through this website, and the choices you have.',
  heading: 'Privacy Policy',
  intro: [
    'Renew Medical respects your privacy. This policy explains what personal information we collect through this website, how we use it, who we share it with and the choices you have.',
  ],
  sections: [
    {
      heading: 'Information you give us',
      paragraphs: ['We collect the information you type into our forms:'],
      items: [
        'Consultation requests: your first and last name, e-mail address, phone number, how you heard about us, and whether you agree to receive e-mails or text messages from us.',
        'Resource downloads: the same contact details and the guide you asked for.',
        'Newsletter sign-ups: your e-mail address.',
        'Accounts: your name, e-mail address and a password, which we store only as a secure hash.',
      ],
    },
    {
      heading: 'Information collected automatically',
      paragraphs: [
        'Our servers record technical details of each request, such as the time, the page asked for and your IP address, to keep the site secure and to stop abuse. We do not use advertising cookies, analytics trackers or third-party scripts, and we do not load fonts or other content from other companies while you browse.',
        'Your browser keeps a few items in its own storage: your sign-in session if you sign in, your shopping cart, and a note that you have already seen our newsletter invitation. You can clear them at any time in your browser settings.',
      ],
    },
    {
      heading: 'How we use your information',
      items: [
        'To contact you about the consultation you asked for and to schedule it.',
        'To send you the resource you requested.',
        'To send newsletters, e-mails or text messages only if you chose to receive them; every message tells you how to stop.',
        'To run, secure and improve this website, and to meet our legal obligations.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell or rent your personal information, and we do not share it for targeted advertising. We share it only with service providers that help us run the site, such as our hosting and e-mail delivery providers, under contracts that limit their use of it to the services they provide to us; when the law requires it; or with your consent.',
      ],
    },
    {
      heading: 'Health information',
      paragraphs: [
        'A request for a consultation or a guide can reveal an interest in a health service. We treat it as consumer health data, as our Consumer Health Data Privacy Policy describes. Once you become a patient, your medical records are protected health information, governed by federal law (HIPAA) and by the Notice of Privacy Practices you receive at your first visit.',
      ],
    },
    {
      heading: 'Keeping your information safe',
      paragraphs: [
        'The site is served only over encrypted connections, passwords are stored as secure hashes, and only authorized staff can read the requests you send us. We keep your information only as long as we need it for the purposes above or as the law requires, and then delete it.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You may ask us to show you, correct or delete the personal information we hold about you, and you may withdraw your consent to marketing messages at any time: use the unsubscribe link in an e-mail, reply STOP to a text message, or contact us. Depending on the state you live in, you may have further rights; we honor them for every visitor. We will not treat you differently for using them.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This website is meant for adults. We do not knowingly collect personal information from anyone under 18.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy, we will post the new version on this page before it takes effect.',
      ],
    },
  ],
  contactHeading: 'Contact us',
  contactIntro:
    'Questions about this policy, or a request about your information? Write to us or call us during office hours.',
  related: {
    text: 'For how we handle information about your health, see our',
    label: 'Consumer Health Data Privacy Policy',
    href: paths.consumerHealthData,
  },
} as const satisfies LegalPage

export const consumerHealthDataPolicy = {
  title: 'Consumer Health Data Privacy Policy — Renew Medical',
  description:
    'How Renew Medical handles consumer health data under Washington’s My Health My Data Act and similar state laws, and how to exercise your rights.',
  heading: 'Consumer Health Data Privacy Policy',
  intro: [
    "This policy describes how Renew Medical collects, uses and shares consumer health data through this website, as Washington's My Health My Data Act and similar state laws require. It applies to every visitor, wherever they live.",
    'Medical records created when you become our patient are protected health information under federal law (HIPAA). They are covered by our Notice of Privacy Practices, not by this policy.',
  ],
  sections: [
    {
      heading: 'Consumer health data we collect',
      paragraphs: [
        'Consumer health data is personal information that is linked or reasonably linkable to you and that identifies your past, present or future physical or mental health. Through this website we collect:',
      ],
      items: [
        "Consultation requests: your name, e-mail address and phone number, together with the fact that you asked for a consultation about weight loss or men's health, how you heard about us, and your choices about e-mails and text messages.",
        'Resource downloads: your contact details and the guide you asked for, such as a weight-loss or hormone guide, which can indicate a health interest.',
        'Account details: your name and e-mail address, if you create an account.',
      ],
      after: [
        'We collect this data directly from you, when you fill in a form. We do not buy it, we do not collect precise location data, and we do not use tracking pixels or other third-party tools that could pass it to others.',
      ],
    },
    {
      heading: 'Why we collect it and how we use it',
      items: [
        'To respond to your consultation request, contact you and schedule your visit.',
        'To send you the guide you asked for.',
        'To send e-mails or text messages, only if you agreed to receive them.',
        'To keep our website and records secure, and to meet our legal obligations.',
      ],
      after: [
        'We collect and use consumer health data only with your consent or when it is necessary to provide the service you asked for. We do not use it for targeted advertising.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: ['We do not sell consumer health data. We share it only:'],
      items: [
        'With our service providers (processors), namely the company that hosts our website and database and the company that delivers our e-mails, which may use it only to provide those services to us, under written contracts.',
        'With other third parties only with your separate consent, or when the law requires it.',
      ],
      after: ['We have no affiliates with whom we share consumer health data.'],
    },
    {
      heading: 'Your rights',
      paragraphs: ['You have the right to:'],
      items: [
        'Confirm whether we collect, share or sell your consumer health data, and access that data, including a list of the third parties and affiliates with whom we have shared it.',
        'Have your consumer health data deleted, including from our service providers.',
        'Withdraw your consent to our collection and sharing of your consumer health data.',
        'Appeal if we decline to act on your request.',
      ],
      after: ['We will not discriminate against you for exercising these rights.'],
    },
    {
      heading: 'How to exercise your rights',
      paragraphs: [
        'Send your request by e-mail or call us at the address and number below. To protect your data, we confirm your identity by writing to the e-mail address or calling the phone number you gave us. We answer within 45 days; if we need more time, we will tell you why, and the extension will not exceed a further 45 days. Requests are free of charge, up to twice a year.',
        'If we decline your request, we will explain why. You can appeal by replying to our answer with the word "Appeal"; we will reply to your appeal within 45 days. If you are not satisfied with the outcome, you may contact the Attorney General of Washington State.',
      ],
    },
  ],
  contactHeading: 'Contact us',
  contactIntro:
    'To ask about this policy or to exercise your rights, e-mail our privacy team or call us during office hours.',
  related: {
    text: 'For how we handle other personal information, see our',
    label: 'Privacy Policy',
    href: paths.privacy,
  },
} as const satisfies LegalPage
