/**
 * What a role in a studio may do, named once: a route declaration says which one it needs
 * (routes/define.ts), the server checks it before the handler and services check it again with
 * the record (decision 019). Which role holds which permission is the server's (lib/actor.ts).
 */
export const PERMISSIONS = [
  'clients.read',
  'clients.write',
  'clients.delete',
  'measurements.read',
  'measurements.write',
  'measurements.delete',
  'projects.read',
  'projects.write',
  'projects.delete',
  'invoices.read',
  'invoices.write',
  'invoices.delete',
  'calendar.read',
  'calendar.write',
  'calendar.delete',
  'patterns.read',
  'patterns.write',
  'patterns.delete',
  'dashboard.read',
  'analytics.read',
  'analytics.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
