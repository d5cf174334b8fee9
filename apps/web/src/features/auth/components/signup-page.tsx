// Stub so the shell builds; replaced by the full page in the next commit.
export function SignupPage() {
  return <h1>Create your account</h1>;
}
