// Stub so the shell builds; replaced by the full page in the next commit.
export function LandingPage() {
  return <h1>Atelier</h1>;
}
