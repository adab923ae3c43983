// Patient testimonials (docs/product.md, Content model). Five are defined; the home page shows the
// first 3.

type Testimonial = {
  name: string
  age: number
  program: string
  weightLoss: string
  timeframe: string
  /** 1-5. */
  rating: 1 | 2 | 3 | 4 | 5
  quote: string
  results: string
  storyNumber: number
}

export const testimonials = [
  {
    name: 'Jennifer M.',
    age: 38,
    program: 'GLP Elite',
    weightLoss: '48 lbs',
    timeframe: '8 months',
    rating: 5,
    quote:
      'I had tried everything on my own. Having a physician adjust my plan every step of the way made all the difference.',
    results: 'Off blood-pressure medication, running 5Ks again',
    storyNumber: 1,
  },
  {
    name: 'Robert K.',
    age: 55,
    program: 'RM3 Program',
    weightLoss: '41 lbs',
    timeframe: '6 months',
    rating: 5,
    quote:
      'The six-week intensive phase got me moving fast, and the weekly check-ins kept me going long after.',
    results: 'A1C back in the normal range, 6 inches off the waist',
    storyNumber: 2,
  },
  {
    name: 'Maria L.',
    age: 44,
    program: 'Lifestyle Program',
    weightLoss: '29 lbs',
    timeframe: '12 months',
    rating: 4,
    quote: 'No crash diet, no guilt. Just a plan that fit my family, my job and my schedule.',
    results: 'Weight kept off for a year, better sleep and energy',
    storyNumber: 3,
  },
  {
    name: 'David T.',
    age: 49,
    program: 'Testosterone Therapy',
    weightLoss: '22 lbs',
    timeframe: '5 months',
    rating: 5,
    quote: 'I thought being tired all the time was just getting older. It was not.',
    results: 'Energy and focus restored, stronger in the gym',
    storyNumber: 4,
  },
  {
    name: 'Angela R.',
    age: 61,
    program: 'GLP Elite',
    weightLoss: '35 lbs',
    timeframe: '9 months',
    rating: 5,
    quote: 'Telehealth visits meant I never missed a check-in, even while caring for my grandkids.',
    results: 'Knee pain eased, cholesterol improved',
    storyNumber: 5,
  },
] as const satisfies readonly Testimonial[]
