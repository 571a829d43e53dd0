// /bn/blog: 'Content & Community' in Bengali.
import type { PageContent } from "../../i18n/catalogue";
import { Link } from "../../i18n/link";

function Content() {
  return (
    <div className="container page">
      <section className="card blog-placeholder" aria-labelledby="blog-heading">
        <h1 id="blog-heading">লেখা ও কমিউনিটি</h1>
        <p className="lead">আমাদের কমিউনিটির লেখা, নির্দেশিকা আর অভিজ্ঞতার কাহিনি শিগগিরই আসছে।</p>
        <p>
          তত দিন <Link to="/money">টাকাপয়সা</Link>, <Link to="/health">স্বাস্থ্য</Link> ও <Link to="/purpose">উদ্দেশ্য</Link> পাতাগুলিতে গোড়ার কথা
          পাবেন, আর <Link to="/tools">ক্যালকুলেটরগুলি</Link> ব্যবহারের জন্য তৈরি। কোনও বিষয়ে আমাদের লেখা পড়তে চান?{" "}
          <Link to="/contact">আমাদের জানান</Link>।
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
