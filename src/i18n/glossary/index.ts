import { de } from './de'
import { en } from './en'
import { es } from './es'
import { nl } from './nl'
import { tr } from './tr'
import type { Glossary } from './types'

/** Every language's glossary; each file says why its terms were chosen. */
export const GLOSSARIES: readonly Glossary[] = [en, de, es, tr, nl]
