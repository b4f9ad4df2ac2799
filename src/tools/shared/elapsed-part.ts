import { lazyPart } from '../../ui/lazy-part'

/**
 * The seconds a model has been working (Elapsed.tsx), loaded on the visitor's intent with the result view: the
 * hashtag and chapter pages show it only after a press, and in their first load it kept the German hashtag page over
 * its 90 KB (bench/bundle.ts).
 */
export const ElapsedPart = lazyPart(() => import('./Elapsed').then((m) => ({ default: m.Elapsed })))
