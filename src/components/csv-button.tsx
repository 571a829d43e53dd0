// A table's CSV download button, the same on every table that offers one.
import "./csv-button.css";

/**
 * 'Download CSV' on screen; 'Download CSV of the year-by-year projection' to a screen reader,
 * so a page with several tables names each button apart, and the name starts with what the
 * button shows (for voice control). The CSV is built only when pressed.
 */
export function CsvButton({ what, onDownload }: { what: string; onDownload(): void }) {
  return (
    <button type="button" className="button secondary csv-button" onClick={onDownload}>
      Download CSV<span className="visually-hidden">{` of the ${what.charAt(0).toLowerCase()}${what.slice(1)}`}</span>
    </button>
  );
}
