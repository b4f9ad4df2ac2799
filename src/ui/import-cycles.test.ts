import { expect, test } from 'bun:test'
import { findImportCycles } from '../../scripts/import-cycles'

// A lazy widget that imports its placeholder back ties its chunk to the entry and makes the
// load order matter; shared pieces live in modules both import (docs/ARCHITECTURE.md, "Browser budget").
test('no module in src/ui is part of an import cycle (import() included)', () => {
	expect(findImportCycles('src/ui')).toEqual([])
}, 30_000) // it parses every module of src/ui: 6 s at load 15, over bun's 5 s default
