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
