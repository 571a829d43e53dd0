// A table's CSV download button, the same on every table that offers one.
import { calculatorMessages } from "../calculators/messages/calculator";
import { useMessages } from "../i18n/use-locale";
import "./csv-button.css";

/**
 * 'Download year-by-year projection (CSV)': the table named in the visible text, so a page with
 * several tables tells the buttons apart, as the EMI schedule's do. The CSV is built only when
 * pressed.
 */
export function CsvButton({ what, onDownload }: { what: string; onDownload(): void }) {
  const m = useMessages(calculatorMessages);
  return (
    <button type="button" className="button secondary csv-button" onClick={onDownload}>
      {m.table.download(what)}
    </button>
  );
}
