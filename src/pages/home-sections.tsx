// The home page's FAQ, privacy and terms sections: the targets of the footer's #faq,
// #privacy and #terms links. Their words are in the home catalogue (messages/home.*.ts).
import { Rich } from "../i18n/rich";
import { useMessages } from "../i18n/use-locale";
import { homeMessages } from "./messages/home";

export function HomeFaq() {
  const m = useMessages(homeMessages);
  return (
    <section id="faq" className="home-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{m.faqHeading}</h2>
      {m.faq.map((item) => (
        <details key={item.q} className="card faq-item">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}

export function HomePrivacy() {
  const m = useMessages(homeMessages);
  return (
    <section id="privacy" className="home-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{m.privacyHeading}</h2>
      <p>{m.privacyIntro}</p>
      <ul>
        {m.privacy.map((item) => (
          <li key={item.text}>
            <Rich text={item.text} slots={{ strong: <strong>{item.strong}</strong> }} />
          </li>
        ))}
      </ul>
      <p>{m.privacyClose}</p>
    </section>
  );
}

export function HomeTerms() {
  const m = useMessages(homeMessages);
  return (
    <section id="terms" className="home-section" aria-labelledby="terms-heading">
      <h2 id="terms-heading">{m.termsHeading}</h2>
      <ul>
        {m.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
