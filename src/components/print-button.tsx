// 'Print' on a calculator page: the browser's print dialog, where the print stylesheet
// (src/styles/print.css) lays out the inputs, results, chart and table on a clean page.
import { memo } from "react";
import { calculatorMessages } from "../calculators/messages/calculator";
import { useMessages } from "../i18n/use-locale";

// Memoised: it takes no props, and the page around it re-renders at every rest of a drag.
export const PrintButton = memo(function PrintButton() {
  const m = useMessages(calculatorMessages);
  return (
    <button type="button" className="button secondary print-button" onClick={() => window.print()}>
      {m.page.print}
    </button>
  );
});
