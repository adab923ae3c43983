// The people of Renew Medical (docs/product.md, Content model). The founders' names are fixed in
// docs/product.md, Names and contact details; the advisors are ours to describe.

import alexandraMasonUrl from '@/assets/team/alexandra-mason.svg'
import amaraOkaforUrl from '@/assets/team/amara-okafor.svg'
import danielReyesUrl from '@/assets/team/daniel-reyes.svg'
import elenaVasquezUrl from '@/assets/team/elena-vasquez.svg'
import kenjiWatanabeUrl from '@/assets/team/kenji-watanabe.svg'
import marcusBellUrl from '@/assets/team/marcus-bell.svg'
import priyaRamanUrl from '@/assets/team/priya-raman.svg'
import richardMasonUrl from '@/assets/team/richard-mason.svg'
import { paths } from '@/config/paths'

import { clinicFacts } from './clinic-facts'

type TeamMember = {
  name: string
  title: string
  credentials: string
  image: { src: string; alt: string; width: number; height: number }
  link?: string
}

function portrait(src: string, name: string) {
  return { src, alt: `Monogram portrait of ${name}`, width: 160, height: 160 }
}

export const founders = [
  {
    name: 'Dr. Richard Mason',
    title: 'Founder & Medical Director',
    credentials:
      'Board-certified physician in internal medicine and obesity medicine, caring for patients for more than 30 years.',
    image: portrait(richardMasonUrl, 'Dr. Richard Mason'),
    link: paths.founder,
  },
  {
    name: 'Alexandra Mason',
    title: 'Chief Executive Officer',
    credentials: `MBA in healthcare management; led the launch of Renew Medical telemedicine in ${clinicFacts.telemedicineLaunched.value} and its growth to ${clinicFacts.clinicLocations.value} locations.`,
    image: portrait(alexandraMasonUrl, 'Alexandra Mason'),
    link: paths.ceo,
  },
] as const satisfies readonly TeamMember[]

export const medicalAdvisors = [
  {
    name: 'Dr. Priya Raman',
    title: 'Endocrinology Advisor',
    credentials: 'MD, board-certified in endocrinology, diabetes and metabolism',
    image: portrait(priyaRamanUrl, 'Dr. Priya Raman'),
  },
  {
    name: 'Dr. Marcus Bell',
    title: "Men's Health Advisor",
    credentials: 'DO, board-certified in family medicine; hormone therapy specialist',
    image: portrait(marcusBellUrl, 'Dr. Marcus Bell'),
  },
  {
    name: 'Dr. Elena Vasquez',
    title: 'Internal Medicine Advisor',
    credentials: 'MD, FACP; 20 years in primary and preventive care',
    image: portrait(elenaVasquezUrl, 'Dr. Elena Vasquez'),
  },
  {
    name: 'Dr. Kenji Watanabe',
    title: 'Clinical Pharmacology Advisor',
    credentials: 'PharmD, BCPS; medication safety and GLP-1 dosing protocols',
    image: portrait(kenjiWatanabeUrl, 'Dr. Kenji Watanabe'),
  },
  {
    name: 'Dr. Amara Okafor',
    title: 'Obesity Medicine Advisor',
    credentials: 'MD, diplomate of the American Board of Obesity Medicine',
    image: portrait(amaraOkaforUrl, 'Dr. Amara Okafor'),
  },
  {
    name: 'Dr. Daniel Reyes',
    title: 'Nutrition Science Advisor',
    credentials: 'PhD, RDN; clinical nutrition and behavior change',
    image: portrait(danielReyesUrl, 'Dr. Daniel Reyes'),
  },
] as const satisfies readonly TeamMember[]
