// The site's mark and name, drawn inline in the theme's colours (shell.css): one markup for both
// themes, and no image of its own for the browser to decode before the first paint (an SVG
// image is a document of its own, created, styled and laid out apart from the page).
export function Logo({ name }: { name: string }) {
  return (
    <svg className="logo-image" width="160" height="36" viewBox="0 0 160 36" role="img" aria-label={name}>
      <circle className="logo-disc" cx="18" cy="18" r="16" />
      <path className="logo-face" d="M10 22c3 4 13 4 16-1M12 13h.01M24 13h.01" strokeWidth="3" strokeLinecap="round" fill="none" />
      <text className="logo-name" x="42" y="24" fontSize="17" fontWeight="700">
        {name}
      </text>
    </svg>
  );
}
