import { toolHandle } from '../shared/tool-meta'
import { text } from './page'

/** The page's head (title, meta, JSON-LD): read by the server and the app, never loaded by the tool entry. */
export const handle = toolHandle('chapter', text)
