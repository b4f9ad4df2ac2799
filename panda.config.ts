import { defineConfig } from '@pandacss/dev'
import { tubekitPreset } from './styles/preset'

export default defineConfig({
	preflight: true,
	presets: ['@pandacss/preset-base', '@pandacss/preset-panda', tubekitPreset],
	include: ['./src/**/*.{ts,tsx}'],
	exclude: ['./src/**/*.test.{ts,tsx}'],
	outdir: 'styled-system',
	jsxFramework: 'react',
	// Short hashed class names: the atomic names (`hover:bg_bg.subtle`…) were about a third
	// of every page's bytes. Tests select by data-testid and roles, never by class.
	hash: true,
	minify: true,
})
