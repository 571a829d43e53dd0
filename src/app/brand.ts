/** The site's name, shown in the header, footer and page titles. */
export const BRAND_NAME = "Sense & Life";
