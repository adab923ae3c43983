// The words of /intake and /intake/:program (docs/architecture.md, Patient accounts and the
// intake). The questions, the consent texts, the outcome sentences, the reasons and the
// validation messages are src/shared/intake's, so the server and the page say the same thing;
// these are the pages' own words around them.
import { VISIT_OFFERS } from '@shared/clinic'

import { site } from './site'

type ProgramWords = Readonly<Record<'weight-loss' | 'mens-health', string>>

export const intakeCopy = {
  // The arrow is an icon beside it (PageHero's back link, the program page's link), not copy.
  backHome: 'Back to Home',
  callUs: `Call us at ${site.phone.display}`,
  callHref: `tel:${site.phone.tel}`,

  /** The invitation to start online, on the program pages and the consultation page. */
  invite: {
    heading: 'Prefer to start online?',
    body: 'Answer our health questionnaire in about 10 minutes, saved as you go. A physician reviews it within one business day.',
    link: 'Take the health questionnaire',
  },

  /** /intake: what the questionnaire is, and the choice of program. */
  choice: {
    title: 'Online Health Questionnaire — Renew Medical',
    metaDescription:
      'Answer a short online health questionnaire for medical weight loss or men’s health. A Renew Medical physician reviews your answers within one business day.',
    eyebrow: 'Start online',
    heading: 'Online health questionnaire',
    lead: 'Tell us about your health online instead of waiting for a call. A physician reads your answers and lets you know whether a treatment is likely right for you.',
    highlights: [
      'About 10 minutes',
      'Saved as you go',
      'Reviewed by a physician within one business day',
    ],
    expectHeading: 'What to expect',
    expect: [
      {
        title: 'About 10 minutes',
        body: 'A few short steps: about you, your height and weight, your health, your medicines, your goals and your consent.',
      },
      {
        title: 'Saved as you go',
        body: 'Stop whenever you like and pick up where you left off, on this device or another.',
      },
      {
        title: 'Reviewed within one business day',
        body: 'A Renew Medical physician reviews your answers, and our care team gets in touch about the next step.',
      },
      {
        title: 'Private',
        body: 'Your answers are encrypted, and only you and our care team can read them.',
      },
    ],
    notDiagnosis:
      'The questionnaire is not a diagnosis. It helps a physician decide whether a treatment may suit you, and every decision about your treatment is theirs.',
    chooseHeading: 'Which program is it for?',
    programs: {
      'weight-loss': {
        title: 'Medical weight loss',
        body: 'Physician-supervised weight loss, including GLP-1 medicines where they suit you.',
        start: 'Start for weight loss',
      },
      'mens-health': {
        title: 'Men’s health',
        body: 'Low testosterone and how it feels: energy, sex drive, mood and strength.',
        start: 'Start for men’s health',
      },
    },
    signInFirst:
      'No account is needed to start: you create one at the end, to save your answers and send them to a physician.',
    ratherTalk: 'Rather talk to someone first?',
  },

  /** /intake/:program: the questionnaire, its review and its result. */
  form: {
    title: {
      'weight-loss': 'Weight-Loss Health Questionnaire — Renew Medical',
      'mens-health': 'Men’s Health Questionnaire — Renew Medical',
    } satisfies ProgramWords,
    metaDescription:
      'Your online health questionnaire at Renew Medical: answer step by step, saved as you go, reviewed by a physician within one business day.',
    heading: {
      'weight-loss': 'Health questionnaire: medical weight loss',
      'mens-health': 'Health questionnaire: men’s health',
    } satisfies ProgramWords,
    loading: 'Loading your questionnaire…',
    loadFailed: 'Your questionnaire could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    signingIn: 'Taking you to sign in…',

    progress: (step: number, of: number, title: string) => `Step ${step} of ${of}: ${title}`,
    back: 'Back',
    next: 'Next',
    backToReview: 'Save and return to the review',
    optional: '(optional)',

    save: {
      saving: 'Saving…',
      saved: 'Saved',
      /** A visitor's answers, before the account that will hold them. */
      keptInTab: 'Kept in this tab',
      retrying: 'Not saved — retrying',
      signedOut: 'Not saved: your session has ended. Sign in again to keep your answers.',
      refused: (reason: string) => `Not saved: ${reason}`,
    },
    stale:
      'These answers were also changed on another device; we’ve combined them, keeping what you changed here.',

    errorSummary: (count: number) =>
      count === 1 ? 'Please fix 1 answer to go on' : `Please fix ${count} answers to go on`,
    /** Required and unanswered, in words the patient can act on. */
    missing: {
      date: 'Enter a date.',
      openChoice: 'Choose one of the options, or write your answer in your own words.',
    },
    yes: 'Yes',
    no: 'No',
    chooseOne: 'Choose one',
    ownWords: 'Something else',
    ownWordsLabel: 'In your own words',

    consentVersion: (version: string) => `Version ${version}`,

    /** Under the goal weight when it is not below the current weight: a check, never a block. */
    goalCheck:
      'Your goal is not below your current weight. If that’s a slip, please correct it; if you mean to keep your weight, that’s fine too — your physician will talk it through with you.',
    bmi: {
      waiting: 'Enter your height and weight to see your BMI.',
      value: (bmi: string, category: string) => `${bmi} — ${category}`,
      announce: (bmi: string, category: string) => `Your BMI is ${bmi}: ${category}.`,
    },

    /** When the first step shows we can't treat online: said at once, with a way to talk. */
    cannotTreatOnline: {
      keepGoing:
        'You can still finish the questionnaire and a physician will read it, or stop here: your answers are saved.',
      stop: 'Stop here and go to My care',
    },

    /** A visitor without an account yet (docs/decisions/046-one-way-in-and-the-place-kept.md). */
    guest: {
      note: 'No account is needed to start. Until you create one at the end, your answers are kept only in this browser tab; then they are saved to your account and sent to a physician.',
      send: 'Create an account and send',
    },

    review: {
      title: 'Check your answers',
      intro:
        'Check your answers before you send them. A physician reads them within one business day.',
      change: 'Change',
      changeStep: (title: string) => `Change your answers in ${title}`,
      notAnswered: 'Not answered',
      agreed: 'Agreed',
      send: 'Send to a physician',
      sending: 'Sending…',
      sendFailed: 'Your answers could not be sent. Check your connection and try again.',
      missingHeading: (count: number) =>
        count === 1
          ? '1 question still needs an answer'
          : `${count} questions still need an answer`,
      missingIn: (title: string) => `in ${title}`,
    },
  },

  /** The result of a sent questionnaire. */
  result: {
    heading: 'Your result',
    sentOn: 'Sent',
    because: {
      'talk-first': 'We need to talk first because:',
      'not-eligible-online': 'We can’t start your treatment online because:',
    },
    suggestionHeading: 'The treatment a physician will likely suggest',
    suggestion: {
      testosterone: 'Testosterone treatment',
      enclomiphene: 'Enclomiphene',
    },
    /** The outcome in a line; when things happen is said once, under What happens next. */
    outcomeLead: {
      'likely-fit': 'You’re likely a fit.',
      'talk-first': 'We need to talk first because of what you told us.',
    },
    bmiHeading: 'Your BMI',
    bmiFrom: 'From the height and weight you gave us.',
    programHeading: 'The program a physician will likely suggest',
    treatmentPrice: 'What it costs',
    aboutProgram: (name: string) => `About ${name}`,
    nextHeading: 'What happens next',
    likelyFitNext: [
      'Within one business day, a physician reviews your answers. Their decision shows in My care.',
      `Book your free consultation: ${VISIT_OFFERS.phone.minutes} minutes by phone, to agree your plan and its price.`,
      'Once your physician approves your plan, your care team sets up your first month with you.',
    ],
    talkNext: [
      'Within one business day, our care team calls you to talk it through. If you’d rather not wait, call us now.',
      'Together you choose the care that fits you; your free consultation is the first step.',
    ],
    myCare: 'Go to My care',
    book: 'Book your free consultation',
    reviewedHeading: 'Your physician’s review',
    firstLookHeading: 'Your first result, when you sent your answers',
    noteFromPhysician: 'From your physician:',
    startNew: 'Start a new questionnaire',
  },
} as const
