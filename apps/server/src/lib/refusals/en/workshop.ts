/** The refusals of clients, projects, stages, tickets, measurements, materials, suppliers, garments, services, the studio, and lib/plugins, in English (decision 200). */
export const EN_WORKSHOP = {} as const;
