import type { EN_APPOINTMENTS } from '../en/appointments.js';

/** The refusals of bookings, calendar, fittings, groups, messaging, portal, measurement requests (decision 200); the type asks for every English key. */
export const ES_APPOINTMENTS: Record<keyof typeof EN_APPOINTMENTS, string> = {};
