type NotFoundCopy = {
  title: string
  description: string
  code: string
  heading: string
  body: string
  homeLink: string
}

export const notFoundCopy = {
  title: 'Page not found — Renew Medical',
  description: 'The page you were looking for is not on the Renew Medical site.',
  code: '404',
  heading: 'Oops! Page not found',
  body: "The page you're looking for doesn't exist or has moved.",
  homeLink: 'Return to Home',
} as const satisfies NotFoundCopy
