// Small line icons for the community row: one path each, drawn in the text colour.
import type { SocialKind } from "./social-links";

const PATHS: Record<SocialKind, string> = {
  video: "M3 7.5A2.5 2.5 0 0 1 5.5 5h13A2.5 2.5 0 0 1 21 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 16.5zM10 9v6l5-3z",
  messaging: "M4 20l1.4-4.2A8 8 0 1 1 8.3 18.7zM9 9.5c.5 2 2.5 4 4.5 4.5l1-1 2 1-.5 1.5c-3.5.5-8-4-7.5-7.5L10 7.5l1 2z",
  photos: "M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 6.8v.1",
  channel: "M3 11.5L20 4l-3 16-5.5-4.5L9 19v-5l8-7.5-10 6z",
  social: "M14 21v-7h2.5l.5-3h-3V9c0-.9.4-1.5 1.6-1.5H17V5a13 13 0 0 0-2.3-.2C12.4 4.8 11 6.2 11 8.7V11H8.5v3H11v7",
  professional: "M5 9.5V19M5 5.5v.1M9.5 19v-6a3 3 0 0 1 6 0v6M9.5 9.5V19M19 19v-5.5",
};

export function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[kind]} />
    </svg>
  );
}
