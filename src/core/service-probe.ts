/**
 * A service made of several instances (the browser workers) lists each by index and state, never by
 * address: /readyz is public.
 */
export interface ServiceInstance {
	index: number
	state: string
	detail?: string
	restarts?: number
}

export interface ServiceState {
	available: boolean
	detail?: string
	workers?: ServiceInstance[]
}

/** An optional service (browser worker, Ollama, SMTP…) reports whether it can be used now. */
export type ServiceProbe = () => Promise<ServiceState>
