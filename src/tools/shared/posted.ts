import { createContext, useContext } from 'react'
import type { ToolOutcome } from './form-action'

/**
 * What the server rendered a tool page from after its form was posted without JavaScript (decision 12): the
 * fields as sent and the outcome. A context, not the router's `useActionData`, so a tool page hydrates without
 * React Router (src/client-tool.tsx reads it from the page's hydration data); the route tree provides it from the
 * route action's data on the server and in the app (src/routes.tsx).
 */
export const PostedContext = createContext<ToolOutcome | undefined>(undefined)

export function usePosted<T = unknown>(): ToolOutcome<T> | undefined {
	return useContext(PostedContext) as ToolOutcome<T> | undefined
}
