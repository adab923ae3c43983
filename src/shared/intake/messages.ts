// Every word the intake says to a patient (and to staff about a patient) other than the
// questions themselves (./questionnaire.ts) and the consent texts (./consents.ts). The browser
// shows these and the server answers with them, so both say the same thing. The outcome of an
// intake is a first look, never a diagnosis: a physician decides, and the words say so.

export const intakeMessages = {
  /** What each outcome tells the patient first; the reasons follow it. */
  outcome: {
    'likely-fit': 'You’re likely a fit. A physician reviews your answers within one business day.',
    'talk-first':
      'We need to talk first because of what you told us. A physician reviews your answers, and we’ll call you to talk it through.',
    'not-eligible-online': 'We can’t start your treatment online yet.',
  },
  /** Shown with every outcome. */
  provisional:
    'This is a first look at your answers, not a diagnosis. A physician makes every decision about your treatment.',

  /** Why the outcome is what it is: sentences for the patient. */
  reasons: {
    underAge:
      'Our online programs are for adults 18 and older, so we can’t start treatment for you online — call us and we’ll tell you about your options.',
    stateNotServed: (stateName: string) =>
      `We’re not yet able to treat patients in ${stateName} online — call us and we’ll tell you about your options.`,

    bmiBelowThreshold: (bmi: number) =>
      `Your BMI is ${bmi.toFixed(1)}. Weight-loss medicines are usually prescribed from a BMI of 30, or from 27 with a weight-related condition such as high blood pressure or type 2 diabetes, so a physician needs to talk with you about the options that fit you.`,
    bmiBelowThresholdWithoutCondition: (bmi: number) =>
      `Your BMI is ${bmi.toFixed(1)}, and you didn’t tell us about a weight-related condition. Weight-loss medicines are usually prescribed from a BMI of 30, or from 27 with a condition such as high blood pressure or type 2 diabetes, so a physician needs to talk with you about the options that fit you.`,
    mtcMen2:
      'You told us about a personal or family history of medullary thyroid cancer or MEN 2. GLP-1 medicines are not used in that case, so a physician needs to talk with you about other options.',
    pancreatitis:
      'You told us you have had pancreatitis. GLP-1 medicines have been linked to pancreatitis, so a physician needs to talk with you about whether they are safe for you.',
    pregnancy:
      'You told us you are pregnant, breastfeeding or planning a pregnancy. Weight-loss medicines are not used then, so a physician needs to talk with you about what is safe for you now.',
    type1Diabetes:
      'You told us you have type 1 diabetes. Weight-loss medicines change blood sugar and insulin needs, so a physician needs to talk with you and plan any treatment together with your diabetes care.',
    eatingDisorder:
      'You told us about an eating disorder, now or in the past. Medicines that reduce appetite can make it harder to eat enough, so a physician needs to talk with you first about the care that is right for you.',

    mensProgramSexAtBirth:
      'Our men’s health treatments and their doses are designed for people whose sex assigned at birth is male, so a physician needs to talk with you about the care that fits you.',
    prostateOrBreastCancer:
      'You told us you have had prostate or breast cancer. Raising testosterone can make these cancers grow, so a physician needs to talk with you before any hormone treatment.',
    highHematocrit:
      'You told us your hematocrit or red blood cell count is high. Testosterone raises it further, which can make blood clots more likely, so a physician needs to talk with you first.',
    recentHeartAttackOrStroke:
      'You told us you had a heart attack or a stroke in the last 6 months. Hormone treatment is not started this soon afterwards, so a physician needs to talk with you about when and how to start.',
    untreatedSleepApnea:
      'You told us you have severe sleep apnea that isn’t treated. Testosterone can make sleep apnea worse, so a physician needs to talk with you about treating it first.',
  },

  /** Why a men's health treatment is suggested; the physician decides after labs and a visit. */
  suggestion: {
    enclomiphene:
      'You’d like to keep your fertility. Testosterone treatment lowers sperm production, so your physician will likely suggest enclomiphene, which helps your body make more of its own testosterone and keeps sperm production going.',
    testosterone:
      'You don’t plan to father a child in the next year or two, so testosterone treatment may suit you. Your physician decides after your labs and your visit.',
  },

  /** Lab tests needed before a men's health visit. */
  labs: {
    heading: 'Lab tests we need before your visit',
    morningTestosteroneTwice: 'Morning total testosterone, on two separate mornings',
    morningTestosteroneSecond:
      'A second morning total testosterone (your recent result counts as the first)',
    freeTestosterone: 'Free testosterone',
    estradiol: 'Estradiol',
    bloodCount: 'Complete blood count, including hematocrit',
    psa: 'PSA (prostate-specific antigen)',
    lhFsh: 'LH and FSH',
    lipids: 'Lipid panel (cholesterol and triglycerides)',
    metabolic: 'Metabolic panel (blood sugar, kidney and liver function)',
  },

  /** For staff, about what to look at first; never shown to the patient. */
  flags: {
    bmiBorderlineWithCondition: (bmi: number, conditions: readonly string[]) =>
      `BMI ${bmi.toFixed(1)} (27–29.9) qualifies only through a weight-related condition (${conditions.join(', ')}): confirm the diagnosis.`,
    bmi50OrMore: (bmi: number) =>
      `BMI ${bmi.toFixed(1)} is 50 or more: review the whole history before the visit.`,
    priorWeightLossMedication: (medicines: readonly string[]) =>
      `Has taken weight-loss medicine before (${medicines.join(', ')}): check the dose and the last dose before choosing a starting dose.`,
    type2Diabetes:
      'Type 2 diabetes: review diabetes medicines — insulin and sulfonylureas raise the risk of low blood sugar with GLP-1 medicines.',
    priorTestosterone:
      'Has used testosterone or another treatment to raise it: ask what, the dose and when it stopped — it changes how the labs read.',
    reportedTestosteroneNotLow: (ngPerDl: number) =>
      `Reported morning total testosterone of ${ngPerDl} ng/dL, at or above the 300 ng/dL the AUA guideline uses for low testosterone: confirm with the labs.`,
    noSymptoms:
      'Reported none of the listed symptoms: testosterone treatment is for low testosterone with symptoms.',
  },

  bmi: {
    height: 'Enter a height from 4 feet 0 inches to 7 feet 6 inches, in whole feet and inches.',
    weight: 'Enter a weight from 70 to 700 pounds, with at most one decimal place.',
    category: {
      underweight: 'Underweight',
      healthy: 'Healthy weight',
      overweight: 'Overweight',
      'obesity-1': 'Obesity (class 1)',
      'obesity-2': 'Obesity (class 2)',
      'obesity-3': 'Obesity (class 3, severe)',
    },
  },

  /** Validation of answers (./answers.ts); each names what to do. */
  validation: {
    answers: 'Send the answers as an object keyed by question id.',
    unknownQuestions: (ids: readonly string[]) =>
      `${ids.length === 1 ? 'This question is' : 'These questions are'} not part of this form: ${ids.join(', ')}.`,
    calculated: 'This is worked out from your other answers, not answered.',
    boolean: 'Answer yes or no.',
    choice: 'Choose one of the options.',
    choices: 'Choose one or more of the options.',
    repeatedChoice: 'Choose each option only once.',
    exclusive: (label: string) => `“${label}” can’t be chosen together with other answers.`,
    number: (min: number, max: number, unit: string | undefined) =>
      `Enter a number from ${min} to ${max}${unit ? ` ${unit}` : ''}.`,
    wholeNumber: 'Enter a whole number.',
    decimals: (places: number) =>
      `Enter a number with at most ${places} decimal place${places === 1 ? '' : 's'}.`,
    words: 'Write your answer in words.',
    text: (max: number) => `Keep this to at most ${max} characters.`,
    date: 'Enter a real date as YYYY-MM-DD.',
    dateTooEarly: (min: string) => `Enter a date from ${min} on.`,
    consent: 'Check the box to agree to the text shown.',
    height: 'Enter a height from 4 feet 0 inches to 7 feet 6 inches.',
    missing: (texts: readonly string[]) =>
      `Please answer ${texts.length === 1 ? 'this question' : 'these questions'}: ${texts.join(' · ')}`,
  },
} as const
