import en from '../en'
import type { Translation } from '../i18n-types'

// TODO(translate): placeholder until the es dictionary is written
const es = { ...en } satisfies Translation

export default es
