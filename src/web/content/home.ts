type HomeLanding = {
  title: string
  intro: string
  consultationCta: string
  callCta: string
}

export const homeLanding = {
  title: "Renew Medical — Physician-Supervised Weight Loss & Men's Health",
  intro:
    "Lose weight safely and feel like yourself again. Our board-certified physicians build a plan around your body, your labs and your life — for medical weight loss and men's health, in clinic or by telehealth.",
  consultationCta: 'Free Consultation',
  callCta: 'Call',
} as const satisfies HomeLanding
