// 'Join the Community' (spec 1 §2): one entry per kind of site. An entry without an href is
// shown disabled with a 'coming soon' hint; giving it a real address is a one-line change.
export type SocialKind = "video" | "messaging" | "photos" | "channel" | "social" | "professional";

export interface SocialLink {
  kind: SocialKind;
  name: string;
  href?: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { kind: "video", name: "YouTube" },
  { kind: "messaging", name: "WhatsApp" },
  { kind: "photos", name: "Instagram" },
  { kind: "channel", name: "Telegram" },
  { kind: "social", name: "Facebook" },
  { kind: "professional", name: "LinkedIn" },
];
