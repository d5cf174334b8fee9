// Stub so the shell builds; replaced by the full page in the next commit.
export function ForgotPasswordPage() {
  return <h1>Forgot password</h1>;
}
