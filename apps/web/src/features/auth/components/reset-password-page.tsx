// Stub so the shell builds; replaced by the full page in the next commit.
export function ResetPasswordPage() {
  return <h1>Reset password</h1>;
}
