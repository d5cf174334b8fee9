// Stub so the shell builds; replaced by the full page in the next commit.
export function PricingPage() {
  return <h1>Choose Your Plan</h1>;
}
