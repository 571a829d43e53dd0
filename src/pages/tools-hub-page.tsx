export function ToolsHubPage() {
  return (
    <div className="container page">
      <h1>Tools</h1>
    </div>
  );
}
