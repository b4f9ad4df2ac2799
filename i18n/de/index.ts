import en from '../en'
import type { Translation } from '../i18n-types'

// TODO(translate): placeholder until the de dictionary is written
const de = { ...en } satisfies Translation

export default de
