import { z } from 'zod'

/**
 * No browser module builds a schema today (the contact form reads plain values from
 * contact/fields.ts; scripts/build.test.ts fails on zod in a client file). Should one again:
 * in the browser, zod runs without compiled parsers. zod 4 otherwise probes `new Function("")`
 * when it builds its first object schema, and the page's CSP forbids eval: zod catches the error,
 * but Chromium still reports a violation (Lighthouse best practices). A module
 * that builds schemas the browser loads imports this one first, so the setting comes before its
 * first schema. Not from the client entry: that would move zod's core into every page's first
 * load (docs/ARCHITECTURE.md, "Rendering"). The server has no CSP to obey and keeps the fast path.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })
