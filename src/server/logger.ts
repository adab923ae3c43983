import pino, { type Logger } from 'pino'

export type { Logger }

// Logs carry ids, paths and statuses only. These paths are redacted as a second
// line of defense in case a future log call passes a request or user object.
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.apikey',
  'headers.authorization',
  'headers.cookie',
  'headers.apikey',
  '*.email',
  '*.phone',
  '*.first_name',
  '*.last_name',
  '*.full_name',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  'email',
  'phone',
  'password',
  'token',
]

export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({ level, redact: { paths: redact, censor: '[redacted]' }, base: undefined })
}
