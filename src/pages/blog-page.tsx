// /blog: the placeholder titled 'Content & Community', saying content is coming soon (spec 1 §2).
// Its words, per language, are in messages/blog.<locale>.tsx (long prose with links).
import { useMessages } from "../i18n/use-locale";
import { blogContent } from "./messages/blog";
import "./explainer.css";

export function BlogPage() {
  const { Content } = useMessages(blogContent);
  return <Content />;
}
