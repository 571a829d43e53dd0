import { useLocation } from "react-router-dom";

export function InfoPage() {
  const { pathname } = useLocation();
  return (
    <div className="container page">
      <h1>{pathname}</h1>
    </div>
  );
}
