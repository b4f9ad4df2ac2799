// Preload for the DOM test run only (`bun run test:dom`): happy-dom replaces window,
// document, fetch and Response globally, which would break the server tests.
import { GlobalRegistrator } from '@happy-dom/global-registrator'

GlobalRegistrator.register({ url: 'http://localhost:3000/', width: 1280, height: 800 })
