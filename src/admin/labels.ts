/** How the admin names stored values (contact categories, delivery states); others as stored. */
const LABELS: Record<string, string> = {
	general: 'General Inquiry',
	bug: 'Bug Report',
	feature: 'Feature Request',
	legal: 'Legal/Privacy',
	business: 'Business/Partnership',
	not_configured: 'not configured',
}

export const label = (value: string) => LABELS[value] ?? value
