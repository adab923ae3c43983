import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The repository the server runs from: media/ and, by default, the client build (dist/client)
// are found from it. This file is two folders below it; the compiled server is not, so its build
// (scripts/build-server.mjs) names the way back from where the bundle is (ADR 031).
declare const RENEW_REPO_ROOT_FROM_BUNDLE: string | undefined

const fromHere =
  typeof RENEW_REPO_ROOT_FROM_BUNDLE === 'string' ? RENEW_REPO_ROOT_FROM_BUNDLE : '../..'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), fromHere)
