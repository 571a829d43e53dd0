// 'Print' on a calculator page: the browser's print dialog, where the print stylesheet
// (src/styles/print.css) lays out the inputs, results, chart and table on a clean page.
import { calculatorMessages } from "../calculators/messages/calculator";
import { useMessages } from "../i18n/use-locale";

export function PrintButton() {
  const m = useMessages(calculatorMessages);
  return (
    <button type="button" className="button secondary print-button" onClick={() => window.print()}>
      {m.page.print}
    </button>
  );
}
