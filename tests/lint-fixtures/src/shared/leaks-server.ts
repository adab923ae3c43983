import { secret } from '../server/secret'

export const leaked = secret
