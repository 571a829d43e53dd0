// 'Print' on a calculator page: the browser's print dialog, where the print stylesheet
// (src/styles/print.css) lays out the inputs, results, chart and table on a clean page.
export function PrintButton() {
  return (
    <button type="button" className="button secondary print-button" onClick={() => window.print()}>
      Print
    </button>
  );
}
