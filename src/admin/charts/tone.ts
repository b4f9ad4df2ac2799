import type { ChartToneVariantProps } from 'styled-system/recipes'

/** A series' colour (styles/chart-recipes.ts). */
export type ChartTone = NonNullable<ChartToneVariantProps['tone']>
