export function HomePage() {
  return (
    <div className="container page">
      <h1>Built on Sense. Made for Life.</h1>
    </div>
  );
}
