// The contact page, its form, the form's rules and its banners (spec 2 §2, §5, §8): the
// specification's strings word for word.
export const messages = {
  title: "Contact Us",
  lead: "A question about a calculator, a topic you want explained, or a mistake you spotted: write to us and a real person will read it and reply.",
  asideHeading: "Good to know",
  aside: [
    "We use your email or phone number only to reply to this message. Nothing is shared or sold.",
    "We will never ask for your bank details, OTP, PIN, PAN or passwords. Anyone who does, claiming to be us, is not us.",
    "To see or delete what we hold about you, say so in your message (see our {link}).",
    "We explain and calculate; we do not sell financial products or give personal investment advice.",
  ],
  privacyLink: "privacy notes",
  form: {
    heading: "Send us a message",
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    phoneHint: "10-digit mobile number, for example 9876543210.",
    send: "Send message",
    sending: "Sending...",
  },
  rules: {
    name: "Please enter your name.",
    email: "Please enter your email address.",
    invalidEmail: "Please enter a valid email address.",
    phone: "Please enter a valid 10-digit mobile number.",
    message: "Please enter your message.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
  },
  banners: {
    success: "We've received your message. You'll hear from us soon.",
    failure: "Oops! Something went wrong. Please try again later.",
    offline: "You are offline. Your message is kept here; send it when you are back online.",
    offlineNotSent: "Not sent: you are offline. Your message is still here; press Send message again once you are back online.",
  },
};

export type ContactMessages = typeof messages;
