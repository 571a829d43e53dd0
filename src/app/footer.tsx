// Placeholder, replaced by the footer of spec 1 §2.
export function Footer() {
  return <footer className="site-footer" />;
}
