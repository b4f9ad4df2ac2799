import type { ToolKey } from '../../../src/tools/registry'
import { toolHandle } from '../../../src/tools/shared/tool-meta'
import { text } from './page'

/** The made-up sixth tool's head, a module apart as a real tool's is (its meta.ts). */
export const handle = toolHandle('sixth' as ToolKey, text)
