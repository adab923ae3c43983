import { dbClient } from '../db/client'
import { contractVersion } from '../../shared/contract'

export const restDb = { dbClient, contractVersion }
