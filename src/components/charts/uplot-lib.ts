// uPlot and its stylesheet, in a chunk of their own: loaded with the first chart a page draws
// (after a calculation), never with the page itself (see uplot-chart.tsx).
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export { uPlot };
