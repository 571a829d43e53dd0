// A table's CSV download button, the same on every table that offers one.
import "./csv-button.css";

/**
 * 'Download year-by-year projection (CSV)': the table named in the visible text, so a page with
 * several tables tells the buttons apart, as the EMI schedule's do. The CSV is built only when
 * pressed.
 */
export function CsvButton({ what, onDownload }: { what: string; onDownload(): void }) {
  return (
    <button type="button" className="button secondary csv-button" onClick={onDownload}>
      {`Download ${what.charAt(0).toLowerCase()}${what.slice(1)} (CSV)`}
    </button>
  );
}
