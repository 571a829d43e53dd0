// A table's CSV download button, the same on every table that offers one.
import "./csv-button.css";

/**
 * 'Download CSV' on screen; 'Download year-by-year projection (CSV)' to a screen reader, so a
 * page with several tables names each button apart. The CSV is built only when pressed.
 */
export function CsvButton({ what, onDownload }: { what: string; onDownload(): void }) {
  return (
    <button type="button" className="button secondary csv-button" onClick={onDownload}>
      Download<span className="visually-hidden">{` ${what.charAt(0).toLowerCase()}${what.slice(1)} (`}</span>CSV<span className="visually-hidden">)</span>
    </button>
  );
}
