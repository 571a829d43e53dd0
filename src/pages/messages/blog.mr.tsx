// /mr/blog: 'Content & Community' in Marathi.
import type { PageContent } from "../../i18n/catalogue";
import { Link } from "../../i18n/link";

function Content() {
  return (
    <div className="container page">
      <section className="card blog-placeholder" aria-labelledby="blog-heading">
        <h1 id="blog-heading">लेख आणि समुदाय</h1>
        <p className="lead">आमच्या समुदायाचे लेख, मार्गदर्शिका आणि अनुभव लवकरच येत आहेत.</p>
        <p>
          तोपर्यंत <Link to="/money">पैसा</Link>, <Link to="/health">आरोग्य</Link> आणि <Link to="/purpose">हेतू</Link> ही पाने मूलभूत गोष्टी
          समजावतात, आणि <Link to="/tools">कॅल्क्युलेटर</Link> वापरासाठी तयार आहेत. आम्ही एखाद्या विषयावर लिहावे असे तुम्हाला वाटते का?{" "}
          <Link to="/contact">आम्हाला सांगा</Link>.
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
