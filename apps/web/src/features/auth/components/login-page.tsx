// Stub so the shell builds; replaced by the full page in the next commit.
export function LoginPage() {
  return <h1>Sign in</h1>;
}
