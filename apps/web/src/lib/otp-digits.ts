import { LIMITS } from '@atelier/shared';

/** How many digits an emailed code has, as the server's schema checks it. */
export const OTP_LENGTH = LIMITS.otpLength;

/** What a field for an emailed code keeps of what was typed or pasted: its digits, at most a code's worth. */
export const otpDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);
