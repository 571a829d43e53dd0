// The home page's FAQ, privacy and terms sections: the targets of the footer's #faq,
// #privacy and #terms links.

const FAQ = [
  {
    q: "Are the calculators accurate?",
    a: "They compute in full precision and round only when showing a figure, so results are exact to the rupee for the method stated under each calculator. Every calculator says its convention (for example, SIP payments at the start of each month, compounded monthly), because two websites often disagree only because they assume different conventions.",
  },
  {
    q: "Why does my bank's FD or RD figure differ slightly?",
    a: "Banks quote FDs and RDs with quarterly compounding, which we follow, but they may round interest each quarter, count days instead of months, or deduct TDS. Our figure is the maturity value before tax; your bank's deposit advice is the final word.",
  },
  {
    q: "What return should I assume for a SIP?",
    a: "Nobody knows future returns. Long-run figures for diversified Indian equity funds have often been in the 10-12% range, but years of losses happen. Try a cautious rate as well as a hopeful one, and look at how much the difference matters with the Difference in Returns calculator.",
  },
  {
    q: "Do I need an account?",
    a: "No. Every page and calculator is open to everyone. An account only lets you save a calculator's inputs as a named plan and open it again on another device.",
  },
  {
    q: "Is this financial advice?",
    a: "No. It is education and arithmetic. For decisions about your own money, taxes or health, speak to a SEBI-registered investment adviser, a chartered accountant or a doctor as appropriate.",
  },
] as const;

export function HomeFaq() {
  return (
    <section id="faq" className="home-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      {FAQ.map((item) => (
        <details key={item.q} className="card faq-item">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}

export function HomePrivacy() {
  return (
    <section id="privacy" className="home-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Privacy</h2>
      <p>We keep as little about you as we can, and we say exactly what it is:</p>
      <ul>
        <li>
          <strong>Calculators run in your browser and send nothing.</strong> The numbers you enter are computed on your own device; they appear in
          the page address only so that you can bookmark or share a calculation.
        </li>
        <li>
          <strong>Contact messages</strong> (your name, email, phone number and message) are stored on our server so that we can reply to you.
        </li>
        <li>
          <strong>Accounts</strong>, if you create one, store your name, your email, a securely hashed password and the plans you choose to save.
        </li>
        <li>
          <strong>The wellness assistants</strong> send the text you type to our server to prepare a suggestion. We do not store it, and our logs
          never record it.
        </li>
        <li>
          <strong>The sample credit-score check</strong> never sends your PAN anywhere: it stays in your browser and is not saved.
        </li>
        <li>Your theme choice and, if you log in, your session are kept in your browser's local storage. We use no advertising or tracking cookies.</li>
      </ul>
      <p>
        To see or delete what we hold about you, write to us through the contact page. We handle personal data in line with India's Digital Personal
        Data Protection Act, 2023.
      </p>
    </section>
  );
}

export function HomeTerms() {
  return (
    <section id="terms" className="home-section" aria-labelledby="terms-heading">
      <h2 id="terms-heading">Terms of use</h2>
      <ul>
        <li>
          The content and calculators are for education. They are not investment, tax, legal or medical advice, and they are not an offer of any
          financial product.
        </li>
        <li>
          Calculators show what follows from the numbers and assumptions you enter. Real returns, interest rates, inflation and taxes vary; check
          important figures with your bank, fund house or adviser before you act.
        </li>
        <li>The AI suggestions are general wellness ideas. In a medical emergency call 112; for mental-health support call Tele-MANAS on 14416.</li>
        <li>Please use the site lawfully and do not try to disrupt it. You may share links to any page and any calculation.</li>
      </ul>
    </section>
  );
}
