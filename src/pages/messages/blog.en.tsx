// /blog: the placeholder titled 'Content & Community', saying content is coming soon (spec 1 §2).
import type { PageContent } from "../../i18n/catalogue";
import { Link } from "../../i18n/link";

function Content() {
  return (
    <div className="container page">
      <section className="card blog-placeholder" aria-labelledby="blog-heading">
        <h1 id="blog-heading">Content &amp; Community</h1>
        <p className="lead">Articles, guides and stories from our community are coming soon.</p>
        <p>
          Until then, the <Link to="/money">Money</Link>, <Link to="/health">Health</Link> and <Link to="/purpose">Purpose</Link> pages cover the
          basics, and the <Link to="/tools">calculators</Link> are ready to use. Is there a topic you would like us to write about?{" "}
          <Link to="/contact">Tell us</Link>.
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
