import { defineConfig } from '@pandacss/dev'
import { tubekitPreset } from './styles/preset'

export default defineConfig({
	preflight: true,
	presets: ['@pandacss/preset-base', '@pandacss/preset-panda', tubekitPreset],
	include: ['./src/**/*.{ts,tsx}'],
	exclude: ['./src/**/*.test.{ts,tsx}'],
	outdir: 'styled-system',
	jsxFramework: 'react',
	// Hash nothing: readable class names make the e2e selectors and debugging simpler.
	hash: false,
	minify: true,
})
