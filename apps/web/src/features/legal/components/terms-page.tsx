// Stub so the shell builds; replaced by the full page in the next commit.
export function TermsPage() {
  return <h1>Terms of Service</h1>;
}
