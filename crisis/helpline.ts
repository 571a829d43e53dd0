// India's national mental-health helpline and emergency number: the one place in the code that
// holds them. Every panel's always-on line, the server's crisis reply and the model's
// instructions take their numbers from here.

/** Tele-MANAS (Ministry of Health and Family Welfare): free, 24x7, in many Indian languages. */
export const TELE_MANAS = {
  name: "Tele-MANAS",
  /** The short number, as printed: dial 14416 from any phone in India. */
  shortNumber: "14416",
  /** The toll-free number, as printed. */
  tollFreeNumber: "1-800-891-4416",
  /** tel: links for phones (digits only). */
  shortHref: "tel:14416",
  tollFreeHref: "tel:18008914416",
} as const;

/** India's single emergency number (police, fire, ambulance). */
export const EMERGENCY_NUMBER = "112";
export const EMERGENCY_HREF = "tel:112";
