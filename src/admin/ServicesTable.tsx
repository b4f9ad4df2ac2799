import { adminLayout, dataTable, mutedText } from 'styled-system/recipes'
import { TableScroll } from './TableScroll'

export interface ServiceRow {
	name: string
	available: boolean
	detail: string
	/** Each browser worker, with its address (the admin may see it; /readyz never shows it). */
	workers: { index: number; url: string; state: string; detail: string; restarts: number }[]
}

const layout = adminLayout()
const table = dataTable()
const workerCell = mutedText()

/**
 * What /readyz says about each optional service, with what it must not say in public: every
 * browser worker's address (decision 20: the admin sees the details).
 */
export function ServicesTable({ services }: { services: ServiceRow[] }) {
	return (
		<section className={layout.section} aria-labelledby="services">
			<h2 id="services" className={layout.heading}>
				Services
			</h2>
			<TableScroll>
				<table className={table.root} data-testid="admin-services">
					<thead>
						<tr>
							<th>Service</th>
							<th>State</th>
							<th>Detail</th>
						</tr>
					</thead>
					<tbody>
						{services.flatMap((service) => [
							<tr key={service.name}>
								<td>{service.name}</td>
								<td>{service.available ? 'available' : 'unavailable'}</td>
								<td>{service.detail}</td>
							</tr>,
							...service.workers.map((w) => (
								<tr key={`${service.name}-${w.index}`}>
									<td className={workerCell}>
										{service.name} {w.index + 1}: {w.url}
									</td>
									<td>{w.state}</td>
									<td>
										{w.detail}
										{w.restarts > 0 ? ` (restarted ${w.restarts}×)` : ''}
									</td>
								</tr>
							)),
						])}
					</tbody>
				</table>
			</TableScroll>
		</section>
	)
}
