// /hi/blog: 'Content & Community' in Hindi.
import type { PageContent } from "../../i18n/catalogue";
import { Link } from "../../i18n/link";

function Content() {
  return (
    <div className="container page">
      <section className="card blog-placeholder" aria-labelledby="blog-heading">
        <h1 id="blog-heading">लेख और समुदाय</h1>
        <p className="lead">हमारे समुदाय के लेख, गाइड और कहानियां जल्द आ रही हैं।</p>
        <p>
          तब तक <Link to="/money">पैसा</Link>, <Link to="/health">सेहत</Link> और <Link to="/purpose">उद्देश्य</Link> पेज बुनियादी बातें समझाते हैं,
          और <Link to="/tools">कैलकुलेटर</Link> इस्तेमाल के लिए तैयार हैं। क्या कोई विषय है जिस पर आप चाहते हैं कि हम लिखें?{" "}
          <Link to="/contact">हमें बताएं</Link>।
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
