// The words of the workspace's health questionnaires: the review queue, one questionnaire and its
// decision (docs/architecture.md, Staff workspace). workspace.ts gathers them into workspaceCopy.

export const workspaceIntakesCopy = {
  /** The physicians' review of submitted health questionnaires (/admin/intakes). */
  intakes: {
    title: 'Health questionnaires',
    description:
      'Submitted health questionnaires waiting for a physician’s review: flagged ones first, then the longest waiting.',
    waiting: 'Waiting for review',
    empty: 'No health questionnaires are waiting for review.',
    flaggedBadge: 'Flagged',
    submitted: 'Submitted',
    waited: 'Waiting',
    firstLook: 'First look',
    review: 'Review',
    physicianOnly:
      'Only a physician can read and decide questionnaires. You see who is waiting and what is flagged; a physician opens the answers.',
  },
  /** One submitted health questionnaire, its first look and the physician's decision. */
  intake: {
    title: 'Health questionnaire',
    back: 'Back to the questionnaires',
    notFound: 'There is no such health questionnaire.',
    patient: 'Patient',
    noPatient: 'The patient’s account no longer exists.',
    email: 'E-mail',
    program: 'Program',
    submitted: 'Submitted',
    person: 'Everything about this person',
    assessment: 'First look',
    assessmentHint:
      'Worked out by the intake’s rules from the answers below: provisional, never a diagnosis.',
    outcome: 'Outcome',
    flags: 'Look at first',
    noFlags: 'Nothing flagged.',
    reasons: 'Why',
    suggestion: 'Likely treatment',
    labs: 'Lab tests needed before the visit',
    answers: 'Answers',
    olderVersion: (answered: string, shown: string) =>
      `Answered on questionnaire version ${answered}; the questions are shown as version ${shown} words them.`,
    yes: 'Yes',
    no: 'No',
    agreed: (version: string) => `Agreed (text version ${version})`,
    bmi: (bmi: string, category: string) => `${bmi} (${category})`,
    decision: 'Decision',
    decisionLegend: 'Your decision',
    note: 'Note for the patient (they see this in My care)',
    noteHint: 'Up to 2,000 characters.',
    noteShown: 'Note for the patient',
    save: 'Save decision',
    saving: 'Saving…',
    cancel: 'Cancel',
    change: 'Change decision',
    decidedBy: 'Decided by',
    decidedAt: 'Decided',
    saved: 'Decision saved. The patient sees it and your note in My care.',
    staleTitle: 'Someone else decided on this questionnaire meanwhile',
    staleTheirs: 'Their decision:',
    staleAfter:
      'Your decision was not saved. What is shown now is theirs; change it if it still needs changing — your draft is kept.',
    chooseDecision: 'Choose a decision.',
    writeNote: 'Write a note for the patient.',
    noteTooLong: 'Keep the note under 2,000 characters.',
    saveFailed: 'The decision could not be saved. Check your connection and try again.',
    unknownStaff: 'a member of staff',
    physicianOnly:
      'Only a physician can read and decide questionnaires. The queue shows who is waiting and what is flagged.',
    decidePhysicianOnly: 'Only a physician can decide questionnaires.',
  },
  /** How staff read a questionnaire's program, first look and likely treatment. */
  intakeLabels: {
    program: { 'weight-loss': 'Medical weight loss', 'mens-health': 'Men’s health' },
    outcome: {
      'likely-fit': 'Likely a fit',
      'talk-first': 'Talk first',
      'not-eligible-online': 'Not eligible online',
    },
    treatment: { testosterone: 'Testosterone therapy', enclomiphene: 'Enclomiphene' },
  },
} as const
