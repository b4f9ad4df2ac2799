import { resolve } from 'node:path'

/**
 * The recorded YouTube answers that the tests serve and parse, kept in the repository so a clone
 * anywhere passes its own tests. Where each file came from, the request it answers and the facts
 * it holds: tests/fixtures/youtube/MANIFEST.md (machine-readable: EXPECTED.json beside it).
 */
export const YOUTUBE_FIXTURES = resolve(import.meta.dir, '../fixtures/youtube')
