import { restHandler } from '../rest/handler'

export const dbHandler = restHandler
