// Who wrote the journal's articles, as each article's byline names them.

export const blogAuthors = {
  founder: 'Dr. Richard Mason, Founder & Medical Director',
  raman: 'Dr. Priya Raman, Endocrinology Advisor',
  bell: "Dr. Marcus Bell, Men's Health Advisor",
  reyes: 'Dr. Daniel Reyes, Nutrition Science Advisor',
  okafor: 'Dr. Amara Okafor, Obesity Medicine Advisor',
  watanabe: 'Dr. Kenji Watanabe, Clinical Pharmacology Advisor',
  vasquez: 'Dr. Elena Vasquez, Internal Medicine Advisor',
  editors: 'The Renew Medical care team',
} as const
