/** Field length limits enforced on the server and mirrored by the forms. */
export const LIMITS = {
  name: 60,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  businessName: 120,
  phone: 40,
  address: 300,
  notes: 2000,
  description: 2000,
  projectName: 120,
  measurementName: 60,
  measurementValues: 100,
  measurementMax: 1000,
  /** Dollars; 10 million is far beyond any tailoring order and keeps cents well inside int range. */
  budgetMax: 10_000_000,
  otpLength: 4,
} as const;

/**
 * The most records of each kind one studio can hold, whatever its plan (decision 070). Each is at
 * least ten times what a busy studio makes in five years (5,000 clients, 10,000 measurement records,
 * 20,000 projects, 50,000 invoices, 30,000 appointments, 1,000 saved patterns), so a person never
 * meets one; what they stop is a script filling the database. The plans' own limits (Free: 3
 * clients, 5 projects) come first and stay as they are.
 */
export const STORE_LIMITS = {
  clients: 100_000,
  measurements: 250_000,
  projects: 250_000,
  invoices: 500_000,
  events: 500_000,
  patterns: 20_000,
} as const;
export type StoreName = keyof typeof STORE_LIMITS;
