// Who is calling a data API (/rest/v1), as the auth service resolves it from the apikey and
// bearer token (auth/api-caller.ts) and the resources act on it (rest/rest.routes.ts).

export type ApiCaller =
  | { kind: 'no-api-key' }
  | { kind: 'bad-api-key' }
  | { kind: 'bad-token'; expired: boolean; reason: string }
  | { kind: 'anon' }
  | { kind: 'user'; userId: string; staff: boolean }
