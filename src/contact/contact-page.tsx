// /contact: the contact form (spec 2 §2) beside what to write to us about.
import { Link } from "../i18n/link";
import { Rich } from "../i18n/rich";
import { useMessages } from "../i18n/use-locale";
import { ContactForm } from "./contact-form";
import { contactMessages } from "./messages/contact";
import "./contact.css";

export function ContactPage() {
  const m = useMessages(contactMessages);
  return (
    <div className="container page">
      <h1>{m.title}</h1>
      <p className="lead">{m.lead}</p>
      <div className="contact-grid">
        <ContactForm />
        <aside className="card contact-aside" aria-labelledby="contact-about">
          <h2 id="contact-about">{m.asideHeading}</h2>
          <ul>
            {m.aside.map((item) => (
              <li key={item}>
                <Rich text={item} slots={{ link: <Link to="/#privacy">{m.privacyLink}</Link> }} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
