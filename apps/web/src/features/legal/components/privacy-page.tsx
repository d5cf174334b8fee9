// Stub so the shell builds; replaced by the full page in the next commit.
export function PrivacyPage() {
  return <h1>Privacy Policy</h1>;
}
