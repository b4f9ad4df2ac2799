import en from '../en'
import type { Translation } from '../i18n-types'

// TODO(translate): placeholder until the nl dictionary is written
const nl = { ...en } satisfies Translation

export default nl
