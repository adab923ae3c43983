// The brand's name, and nothing else: the shell (loading and error screens) and the staff gate
// show it to anyone, so they import it from here instead of the site's config (site.ts, with
// its tagline, phone and hours), which stays behind the gate (docs/decisions/007-staff-gate-code-split.md).

export const brand = 'Renew Medical'
