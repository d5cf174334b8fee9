// Stub so the shell builds; replaced by the full page in the next commit.
export function VerifyOtpPage() {
  return <h1>Verify your email</h1>;
}
