import { expect, test } from 'bun:test'
import { REQUEST_PATH_LIMITS, requestPath } from './request-path'

test('the request path stays under its limits of files and lines', () => {
	const files = requestPath()
	const lines = files.reduce((sum, file) => sum + file.lines, 0)
	// The path reaches the renderer and the pipeline, or the count means nothing.
	expect(files.map((f) => f.file)).toEqual(
		expect.arrayContaining([
			'src/server/app.ts',
			'src/server/render/render-cache.ts',
			'src/server/render/render-page.tsx',
		]),
	)
	expect(files.length).toBeLessThan(REQUEST_PATH_LIMITS.files)
	expect(lines).toBeLessThan(REQUEST_PATH_LIMITS.lines)
})

test('no page component, dictionary or generated file is counted', () => {
	for (const { file } of requestPath()) {
		expect(file).not.toMatch(/^(i18n|styled-system)\/|^src\/(pages|ui|tools)\/|^src\/routes\.tsx$/)
	}
})
