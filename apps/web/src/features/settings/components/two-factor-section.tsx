// Placeholder: the two-factor section of the Security tab is built by the 2FA part of issue 8.
export function TwoFactorSection() {
  return null;
}
