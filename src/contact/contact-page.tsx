// /contact: the contact form (spec 2 §2) beside what to write to us about.
import { Link } from "react-router-dom";
import { ContactForm } from "./contact-form";
import "./contact.css";

export function ContactPage() {
  return (
    <div className="container page">
      <h1>Contact Us</h1>
      <p className="lead">
        A question about a calculator, a topic you want explained, or a mistake you spotted: write to us and a real person will read it and reply.
      </p>
      <div className="contact-grid">
        <ContactForm />
        <aside className="card contact-aside" aria-labelledby="contact-about">
          <h2 id="contact-about">Good to know</h2>
          <ul>
            <li>We use your email or phone number only to reply to this message. Nothing is shared or sold.</li>
            <li>
              We will never ask for your bank details, OTP, PIN, PAN or passwords. Anyone who does, claiming to be us, is not us.
            </li>
            <li>
              To see or delete what we hold about you, say so in your message (see our <Link to="/#privacy">privacy notes</Link>).
            </li>
            <li>We explain and calculate; we do not sell financial products or give personal investment advice.</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
