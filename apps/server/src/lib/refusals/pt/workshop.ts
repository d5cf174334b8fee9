import type { EN_WORKSHOP } from '../en/workshop.js';

/** The refusals of clients, projects, stages, tickets, measurements, materials, suppliers, garments, services, the studio, and lib/plugins (decision 200); the type asks for every English key. */
export const PT_WORKSHOP: Record<keyof typeof EN_WORKSHOP, string> = {};
