// Whether a session is stored, told to the stylesheet before the first paint
// (docs/decisions/052-the-first-tap-answers-at-once.md). A prerendered page is rendered signed
// out; until its code has read the session, the header and the mobile bar show the signed-in
// state when this marks `<html data-session="stored">`, so nobody signed in is offered Sign In.
// scripts/prerender.ts writes the built script into each page's <head> as a classic inline script
// (allowed by its hash, as page-boot.ts is): it must import nothing, and runs before the body is
// parsed. The key's pattern is a copy of lib/script-start.ts's, held equal by session-hint.test.ts.
;(() => {
  try {
    const storage = window.localStorage
    for (let index = 0; index < storage.length; index++) {
      if (/^sb-.+-auth-token$/.test(storage.key(index) ?? '')) {
        document.documentElement.dataset.session = 'stored'
        return
      }
    }
  } catch {
    // Storage blocked: no session can be restored, so the page is right as rendered.
  }
})()

// A module to the type checker (its test imports it); it exports nothing, so the built script,
// which prerender.ts writes as a classic script, has no export statement.
export {}
