import en from '../en'
import type { Translation } from '../i18n-types'

// TODO(translate): placeholder until the tr dictionary is written
const tr = { ...en } satisfies Translation

export default tr
