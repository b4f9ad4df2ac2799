import { lazyPart } from '../lazy-part'

/** The toast regions (Ark's toast): what ToastHost renders once the first toast exists (preloaded by toast.ts). */
export const Toaster = lazyPart(() => import('./Toaster'))
