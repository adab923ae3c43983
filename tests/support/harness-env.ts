/**
 * The environment the crash, fuzz and load harnesses start `src/server/main.ts` in: the
 * public site on a free local port, on the embedded SQLite store in `dataDir` (it is what
 * they prove; PostgreSQL's durability is PostgreSQL's), quiet logs, and no per-IP lead limit
 * (spam defense that would refuse a harness's many leads from one address). `extra` adds or
 * overrides variables for one harness.
 */
export function harnessServerEnv(
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_ACCESS: 'public',
    LOG_LEVEL: 'warn',
    LEADS_PER_IP_PER_10_MIN: '1000000000',
    // The harnesses read leads as staff with a password, as a test deployment may; the second
    // factor has tests of its own (src/server/auth/mfa.routes.test.ts, e2e/staff-mfa.spec.ts).
    STAFF_MFA: 'optional',
    ...extra,
  }
  delete env.DATABASE_URL
  return env
}
